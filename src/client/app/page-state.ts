// The data a server-rendered page was rendered with, handed to the browser inside the page: a JSON script (not run,
// so the content security policy allows it) that the browser reads into its query cache before hydrating.
import type { DehydratedState } from '@tanstack/react-query';
import { scriptJson } from '#shared/script-json.ts';

const PAGE_STATE_ID = 'page-state';

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
