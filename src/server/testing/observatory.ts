// The Mozilla HTTP Observatory's score for one response, from its published tests and modifiers
// (developer.mozilla.org/en-US/observatory/docs/tests_and_scoring): start at 100, take the penalties, and add the
// bonuses only when the result is 90 or more. Covered: CSP, cookies, CORS, HSTS, Referrer-Policy,
// X-Content-Type-Options, X-Frame-Options, Cross-Origin-Resource-Policy and Subresource Integrity for same-origin
// scripts. The HTTP-to-HTTPS redirection is the deployment's (a proxy in front) and is scored as done.

export interface ObservatoryInput {
  /** Response headers (numbers, as Node may give them, are read as text). */
  headers: Record<string, string | string[] | number | undefined>;
  /** The Set-Cookie headers of a sign-in. */
  cookies: string[];
  /** The page's HTML, for its script tags. */
  html: string;
}

export interface ObservatoryResult {
  score: number;
  grade: string;
  /** Test result → modifier. */
  results: Record<string, number>;
}

const header = (headers: ObservatoryInput['headers'], name: string): string | undefined => {
  const value = headers[name.toLowerCase()];
  return Array.isArray(value) ? value.join(', ') : value === undefined ? undefined : String(value);
};

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name!.toLowerCase(), sources]),
  );
}

function csp(value: string | undefined): [string, number] {
  if (!value) return ['csp-not-implemented', -25];
  const policy = directives(value);
  const sourcesOf = (name: string) => policy.get(name) ?? policy.get('default-src') ?? [];
  const broad = (sources: string[]) =>
    sources.some((s) => s === '*' || s === 'https:' || s === 'http:' || s === 'data:' || s === "'unsafe-inline'");
  const scripts = sourcesOf('script-src');
  if (!policy.has('script-src') && !policy.has('default-src')) return ['csp-implemented-with-unsafe-inline', -20];
  if (broad(scripts) || broad(sourcesOf('object-src'))) return ['csp-implemented-with-unsafe-inline', -20];
  if ([...policy.values()].some((sources) => sources.includes("'unsafe-eval'")))
    return ['csp-implemented-with-unsafe-eval', -10];
  if (broad(sourcesOf('style-src'))) return ['csp-implemented-with-unsafe-inline-in-style-src-only', 0];
  return policy.get('default-src')?.join(' ') === "'none'"
    ? ['csp-implemented-with-no-unsafe-default-src-none', 10]
    : ['csp-implemented-with-no-unsafe', 5];
}

function cookies(setCookies: string[]): [string, number] {
  if (setCookies.length === 0) return ['cookies-not-found', 0];
  const parsed = setCookies.map((raw) => {
    const attributes = raw
      .split(';')
      .slice(1)
      .map((part) => part.trim().toLowerCase());
    const sameSite = attributes.find((a) => a.startsWith('samesite='))?.slice('samesite='.length);
    return {
      secure: attributes.includes('secure'),
      httpOnly: attributes.includes('httponly'),
      sameSite,
      session: /session/i.test(raw.split('=')[0] ?? ''),
    };
  });
  if (parsed.some((c) => c.session && !c.secure)) return ['cookies-session-without-secure-flag', -40];
  if (parsed.some((c) => c.session && !c.httpOnly)) return ['cookies-session-without-httponly-flag', -30];
  if (parsed.some((c) => c.sameSite !== undefined && c.sameSite !== 'strict' && c.sameSite !== 'lax'))
    return ['cookies-samesite-flag-invalid', -20];
  if (parsed.some((c) => !c.secure)) return ['cookies-without-secure-flag', -20];
  return parsed.every((c) => c.sameSite === 'strict' || c.sameSite === 'lax')
    ? ['cookies-secure-with-httponly-sessions-and-samesite', 5]
    : ['cookies-secure-with-httponly-sessions', 0];
}

function hsts(value: string | undefined): [string, number] {
  if (!value) return ['hsts-not-implemented', -20];
  const maxAge = Number(/max-age=(\d+)/i.exec(value)?.[1] ?? NaN);
  if (!Number.isFinite(maxAge)) return ['hsts-header-invalid', -20];
  return maxAge >= 15_768_000
    ? ['hsts-implemented-max-age-at-least-six-months', 0]
    : ['hsts-implemented-max-age-less-than-six-months', -10];
}

function referrer(value: string | undefined): [string, number] {
  if (!value) return ['referrer-policy-not-implemented', 0];
  const last =
    value
      .split(',')
      .map((v) => v.trim().toLowerCase())
      .at(-1) ?? '';
  if (['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'].includes(last))
    return ['referrer-policy-private', 5];
  if (['origin', 'origin-when-cross-origin', 'unsafe-url', 'no-referrer-when-downgrade'].includes(last))
    return ['referrer-policy-unsafe', -5];
  return ['referrer-policy-header-invalid', -5];
}

function frameOptions(xfo: string | undefined, policy: string | undefined): [string, number] {
  if (policy && directives(policy).has('frame-ancestors')) return ['x-frame-options-implemented-via-csp', 5];
  if (!xfo) return ['x-frame-options-not-implemented', -20];
  return /^(sameorigin|deny)$/i.test(xfo.trim())
    ? ['x-frame-options-sameorigin-or-deny', 0]
    : ['x-frame-options-header-invalid', -20];
}

function corp(value: string | undefined): [string, number] {
  if (!value) return ['corp-not-implemented', 0];
  if (value === 'same-origin') return ['corp-implemented-with-same-origin', 0];
  if (value === 'same-site') return ['corp-implemented-with-same-site', 0];
  return value === 'cross-origin' ? ['corp-implemented-with-cross-origin', -20] : ['corp-header-invalid', -20];
}

function sri(html: string): [string, number] {
  const sources = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/gi)].map((m) => m[1]!);
  if (sources.length === 0) return ['sri-not-implemented-but-no-scripts-loaded', 0];
  const sameOrigin = sources.every((src) => src.startsWith('/') && !src.startsWith('//'));
  return sameOrigin
    ? ['sri-not-implemented-but-all-scripts-loaded-from-secure-origin', 0]
    : ['sri-not-implemented-but-external-scripts-loaded-securely', -5];
}

const GRADES: [number, string][] = [
  [100, 'A+'],
  [90, 'A'],
  [85, 'A-'],
  [80, 'B+'],
  [70, 'B'],
  [65, 'B-'],
  [60, 'C+'],
  [50, 'C'],
  [45, 'C-'],
  [40, 'D+'],
  [30, 'D'],
  [25, 'D-'],
  [0, 'F'],
];

export function observatoryScore({ headers, cookies: setCookies, html }: ObservatoryInput): ObservatoryResult {
  const policy = header(headers, 'content-security-policy');
  const cors =
    header(headers, 'access-control-allow-origin') === '*'
      ? ['cross-origin-resource-sharing-implemented-with-universal-access', -50]
      : ['cross-origin-resource-sharing-not-implemented', 0];
  const nosniff =
    header(headers, 'x-content-type-options')?.toLowerCase() === 'nosniff'
      ? ['x-content-type-options-nosniff', 0]
      : ['x-content-type-options-not-implemented', -5];
  const outcomes: [string, number][] = [
    csp(policy),
    cookies(setCookies),
    cors as [string, number],
    hsts(header(headers, 'strict-transport-security')),
    ['redirection-to-https', 0],
    referrer(header(headers, 'referrer-policy')),
    sri(html),
    nosniff as [string, number],
    frameOptions(header(headers, 'x-frame-options'), policy),
    corp(header(headers, 'cross-origin-resource-policy')),
  ];
  const penalties = outcomes.filter(([, modifier]) => modifier < 0).reduce((sum, [, modifier]) => sum + modifier, 0);
  const bonuses = outcomes.filter(([, modifier]) => modifier > 0).reduce((sum, [, modifier]) => sum + modifier, 0);
  const base = Math.max(0, 100 + penalties);
  const score = base >= 90 ? base + bonuses : base;
  return { score, grade: GRADES.find(([floor]) => score >= floor)![1], results: Object.fromEntries(outcomes) };
}
