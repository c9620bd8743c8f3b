interface Mail {
  id: string;
  to: string;
  subject: string;
  text: string;
  status: string;
  createdAt: string;
}

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const linkify = (s: string) => esc(s).replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>');

export function renderMailbox(mails: Mail[], to?: string): string {
  const items = mails
    .map(
      (
        m,
      ) => `<article><header><strong>${esc(m.subject)}</strong><span>to ${esc(m.to)} · ${esc(new Date(m.createdAt).toLocaleString('en-US'))} · ${esc(m.status)}</span></header>
<pre>${linkify(m.text)}</pre></article>`,
    )
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Dev mailbox</title><style>body{font:15px/1.5 system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem;color:#1f1630;background:#f7f5fb}
article{background:#fff;border-radius:12px;padding:1rem 1.25rem;margin:0 0 1rem;box-shadow:0 1px 3px #0001}header{display:flex;flex-direction:column;gap:.2rem}
header span{color:#6b6478;font-size:13px}pre{white-space:pre-wrap;font:inherit}article{overflow-wrap:anywhere}a{color:#b0124f}</style></head>
<body><h1>Dev mailbox${to ? ` for ${esc(to)}` : ''}</h1><p>Mail the local transport kept instead of sending. Not available in production.</p>
${items || '<p>No mail yet.</p>'}</body></html>`;
}
