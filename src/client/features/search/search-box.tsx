import { Search, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';

export const SEARCH_DEBOUNCE_MS = 300;

export interface SearchBoxProps {
  /** The words in the URL. */
  value: string;
  /** `replace` is true while the same search is still being typed, so it leaves one history entry. */
  onCommit: (words: string, options: { replace: boolean }) => void;
  label: string;
  placeholder: string;
}

/** Plain-words search: follows typing after a pause, commits at once on submit or clear. */
export function SearchBox({ value, onCommit, label, placeholder }: SearchBoxProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(value);
  const [committed, setCommitted] = useState(value);
  const [seenValue, setSeenValue] = useState(value);
  // Whether this round of typing already has its own history entry.
  const typingEntry = useRef(false);

  if (value !== seenValue) {
    setSeenValue(value);
    if (value !== committed) {
      setCommitted(value);
      setText(value);
    }
  }

  useEffect(() => {
    const words = text.trim();
    if (words === committed) return;
    const timer = setTimeout(() => {
      setCommitted(words);
      onCommit(words, { replace: typingEntry.current });
      typingEntry.current = true;
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, committed, onCommit]);

  const commitNow = (words: string) => {
    if (words !== committed) {
      setCommitted(words);
      onCommit(words, { replace: typingEntry.current });
    }
    typingEntry.current = false;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    commitNow(text.trim());
    if (window.matchMedia?.('(pointer: coarse)').matches) inputRef.current?.blur();
  };

  return (
    <form role="search" onSubmit={submit} className="relative flex items-center">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search aria-hidden="true" className="pointer-events-none absolute left-4 size-5 text-dusk-500 md:left-5" />
      <input
        ref={inputRef}
        id={id}
        // Submitted before the page has hydrated, the browser itself reloads Discover with the words.
        name="q"
        type="search"
        enterKeyHint="search"
        autoComplete="off"
        value={text}
        placeholder={placeholder}
        maxLength={200}
        onChange={(event) => setText(event.target.value)}
        onBlur={() => {
          typingEntry.current = false;
        }}
        className="h-13 w-full rounded-full border border-line-strong bg-surface pr-28 pl-12 text-base text-ink shadow-card transition-[border-color,box-shadow] placeholder:text-dusk-500 hover:border-dusk-400 focus-visible:border-brand focus-visible:ring-4 focus-visible:ring-ember-100 focus-visible:outline-none md:h-14 md:pr-36 md:pl-14 [&::-webkit-search-cancel-button]:appearance-none"
      />
      <div className="absolute right-1.5 flex items-center gap-1 md:right-2">
        {text ? (
          <button
            type="button"
            aria-label="Clear search"
            onClick={() => {
              setText('');
              commitNow('');
              inputRef.current?.focus();
            }}
            className="grid size-9 place-items-center rounded-full text-dusk-500 transition-colors hover:bg-dusk-100 hover:text-ink focus-visible:outline-2 focus-visible:outline-focus"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        ) : null}
        <button
          type="submit"
          className="inline-flex h-10 items-center gap-2 rounded-full bg-brand px-4 text-sm font-semibold text-white shadow-glow transition-colors hover:bg-brand-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus md:h-11 md:px-5"
        >
          <Search aria-hidden="true" className="size-4 md:hidden" />
          <span className="max-md:sr-only">Search</span>
        </button>
      </div>
    </form>
  );
}
