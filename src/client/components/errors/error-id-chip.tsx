import { useState } from 'react';
import { Check, Copy } from 'lucide-react';
import { copyText } from '../../lib/clipboard.ts';

/** The error's id, copied to the clipboard on a click: on both error screens. */
export function ErrorIdChip({ errorId }: { errorId: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <button
      type="button"
      onClick={async () => {
        if (await copyText(errorId)) {
          setCopied(true);
          setTimeout(() => setCopied(false), 2000);
        }
      }}
      className="inline-flex items-center gap-2 rounded-full border border-line bg-surface px-3 py-1 font-mono text-xs text-dusk-600 transition-colors hover:border-line-strong hover:text-ink"
      aria-label={`Error ID ${errorId}. Copy to clipboard`}
    >
      <span>Error ID: {errorId}</span>
      {copied ? (
        <Check aria-hidden="true" className="size-3.5 text-lagoon-700" />
      ) : (
        <Copy aria-hidden="true" className="size-3.5" />
      )}
    </button>
  );
}
