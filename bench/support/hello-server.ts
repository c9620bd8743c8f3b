// The baselines, started by bench/search.ts as a child process: a bare node:http hello world; at /payload the
// same server answering with a body the parent sends over IPC (the cached search answer, byte for byte as the app
// sends it to the bench's client), which tells the cost of moving that many bytes from the cost of the app that makes
// them; and at /answer, a POST whose body is read and answered with those bytes and every header the app sends with
// them: the least any server answering the search request can do.
import { createServer } from 'node:http';

const port = Number(process.env.PORT);
let payload = Buffer.alloc(0);
let encoding = 'identity';
/** The app's response headers as name, value, name, value… */
let appHeaders: string[] = [];
const server = createServer((request, response) => {
  if (request.url === '/payload') {
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', ...(encoding === 'identity' ? {} : { 'content-encoding': encoding }) });
    response.end(payload);
    return;
  }
  if (request.url === '/answer') {
    request.on('data', () => {});
    request.on('end', () => {
      response.writeHead(200, [...appHeaders, 'content-length', String(payload.length)]);
      response.end(payload);
    });
    return;
  }
  response.writeHead(200, { 'content-type': 'text/plain' });
  response.end('hello world');
});
/** The body arrives base64-encoded (it may be compressed), with its content encoding and the app's headers. */
process.on('message', (message: { payload?: string; encoding?: string; headers?: string[] }) => {
  payload = Buffer.from(message.payload ?? '', 'base64');
  encoding = message.encoding ?? 'identity';
  appHeaders = message.headers ?? [];
  process.send?.({ stored: payload.length });
});
server.listen(port, '127.0.0.1', () => process.send?.({ ready: true }));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
