// The baseline, started by bench/api.ts as a child process: a bare node:http hello world.
import { createServer } from 'node:http';

const port = Number(process.env.PORT);
const server = createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'text/plain' });
  response.end('hello world');
});
server.listen(port, '127.0.0.1', () => process.send?.({ ready: true }));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
