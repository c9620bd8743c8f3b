// When configuration is wrong the server still answers, with a page that says what to fix (spec §5).
import { createServer } from 'node:http';

export function serveConfigurationError(port: number, host: string, problems: string[]) {
  const items = problems.map((p) => `<li><code>${escapeHtml(p)}</code></li>`).join('');
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Configuration error</title><style>body{font:16px/1.5 system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;color:#1f1630}
h1{font-size:1.5rem}code{background:#f3eefb;padding:.1rem .3rem;border-radius:.25rem}</style></head>
<body><h1>Configuration error</h1><p>The server could not start because its configuration is not valid:</p><ul>${items}</ul>
<p>Fix the environment (see <code>.env.example</code>) and restart the server.</p></body></html>`;
  const server = createServer((request, response) => {
    const wantsJson = request.url?.startsWith('/api/');
    response.statusCode = 503;
    if (wantsJson) {
      response.setHeader('content-type', 'application/json');
      response.end(
        JSON.stringify({ error: { code: 'CONFIGURATION_ERROR', message: 'Configuration error', problems } }),
      );
    } else {
      response.setHeader('content-type', 'text/html; charset=utf-8');
      response.end(html);
    }
  });
  server.listen(port, host);
  return server;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
