// JSON written inside an HTML <script> element (the page's data, JSON-LD): escaped so that no text in it can close
// the element or break the script (U+2028 and U+2029 end a line in older JavaScript).
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
