// The baselines, started by bench/search.ts as a child process: a bare node:http hello world, and at /payload
// the same server answering with a body the parent sends over IPC (the cached search answer, byte for byte),
// which tells the cost of moving that many bytes from the cost of the app that makes them.
import { createServer } from 'node:http';

const port = Number(process.env.PORT);
let payload = '';
const server = createServer((request, response) => {
  if (request.url === '/payload') {
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    response.end(payload);
    return;
  }
  response.writeHead(200, { 'content-type': 'text/plain' });
  response.end('hello world');
});
process.on('message', (message: { payload?: string }) => {
  payload = message.payload ?? '';
  process.send?.({ stored: Buffer.byteLength(payload) });
});
server.listen(port, '127.0.0.1', () => process.send?.({ ready: true }));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
