/** A listing's description, split into paragraphs on blank lines. */
export function Description({ text }: { text: string }) {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean);
  return (
    <div className="flex max-w-prose flex-col gap-4 text-[0.9375rem] leading-7 text-dusk-700 md:text-base md:leading-7">
      {paragraphs.map((paragraph, i) => (
        <p key={i}>{paragraph}</p>
      ))}
    </div>
  );
}
