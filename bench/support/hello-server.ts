// The baselines, started by bench/search.ts as a child process: a bare node:http hello world, and at /payload
// the same server answering with a body the parent sends over IPC (the cached search answer, byte for byte as the
// app sends it to the bench's client),
// which tells the cost of moving that many bytes from the cost of the app that makes them.
import { createServer } from 'node:http';

const port = Number(process.env.PORT);
let payload = Buffer.alloc(0);
let encoding = 'identity';
const server = createServer((request, response) => {
  if (request.url === '/payload') {
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', ...(encoding === 'identity' ? {} : { 'content-encoding': encoding }) });
    response.end(payload);
    return;
  }
  response.writeHead(200, { 'content-type': 'text/plain' });
  response.end('hello world');
});
/** The body arrives base64-encoded (it may be compressed), with its content encoding. */
process.on('message', (message: { payload?: string; encoding?: string }) => {
  payload = Buffer.from(message.payload ?? '', 'base64');
  encoding = message.encoding ?? 'identity';
  process.send?.({ stored: payload.length });
});
server.listen(port, '127.0.0.1', () => process.send?.({ ready: true }));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
