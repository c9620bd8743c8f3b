// A story's Markdown, rendered as React elements: raw HTML in it is left out, never run, and links leave the
// site safely (react-markdown drops javascript: and other unsafe addresses).
import ReactMarkdown, { type Components } from 'react-markdown';

const components: Components = {
  h2: ({ children }) => <h2 className="mt-10 text-2xl font-extrabold tracking-tight text-ink">{children}</h2>,
  h3: ({ children }) => <h3 className="mt-8 text-xl font-bold text-ink">{children}</h3>,
  p: ({ children }) => <p className="mt-5 text-[1.0625rem] leading-8 text-dusk-800">{children}</p>,
  ul: ({ children }) => (
    <ul className="mt-5 list-disc space-y-2 pl-6 text-[1.0625rem] leading-8 text-dusk-800">{children}</ul>
  ),
  ol: ({ children }) => (
    <ol className="mt-5 list-decimal space-y-2 pl-6 text-[1.0625rem] leading-8 text-dusk-800">{children}</ol>
  ),
  blockquote: ({ children }) => (
    <blockquote className="mt-6 border-l-4 border-ember-300 pl-5 text-lg text-dusk-700 italic">{children}</blockquote>
  ),
  a: ({ href, children }) => {
    const external = Boolean(href && /^https?:/.test(href));
    return (
      <a
        href={href}
        className="font-semibold text-brand underline underline-offset-4"
        {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      >
        {children}
      </a>
    );
  },
  // Pictures belong to the story's own gallery, not to its text.
  img: ({ alt }) => <span>{alt}</span>,
};

export function Markdown({ children }: { children: string }) {
  return (
    <ReactMarkdown components={components} skipHtml>
      {children}
    </ReactMarkdown>
  );
}
