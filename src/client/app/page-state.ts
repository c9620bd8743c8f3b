// The data a server-rendered page was rendered with, handed to the browser inside the page: a JSON script (not run,
// so the content security policy allows it) that the browser reads into its query cache before hydrating.
import type { DehydratedState } from '@tanstack/react-query';

const PAGE_STATE_ID = 'page-state';

/** JSON inside <script> must not be able to close the tag. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

export function pageStateScript(state: DehydratedState): string {
  return `<script type="application/json" id="${PAGE_STATE_ID}">${scriptJson(state)}</script>`;
}

/** The state of a server-rendered page, or null on a page the browser renders alone. */
export function readPageState(): DehydratedState | null {
  const script = document.getElementById(PAGE_STATE_ID);
  if (!script?.textContent) return null;
  try {
    return JSON.parse(script.textContent) as DehydratedState;
  } catch {
    return null;
  }
}
