// npm run dev: the API (restarted on change) on API_PORT and the Vite dev server, which proxies /api to it, on PORT.
import { spawn, spawnSync } from 'node:child_process';
import { createServer } from 'vite';

const port = Number(process.env.PORT ?? 3000);
const apiPort = Number(process.env.API_PORT ?? 3001);

// The local embedder's word vectors, cut once (a separate process, so its ~300 MB are given back at once).
const vectors = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build-word-vectors.ts'], { stdio: 'inherit' });
if (vectors.status !== 0) process.exit(vectors.status ?? 1);

const api = spawn(process.execPath, ['--import', 'tsx', '--watch', 'src/server/main.ts'], {
  stdio: 'inherit',
  env: { ...process.env, PORT: String(apiPort), APP_URL: process.env.APP_URL ?? `http://localhost:${port}` },
});

const vite = await createServer({ server: { port, strictPort: true } });
await vite.listen();
vite.printUrls();

const stop = () => {
  api.kill();
  void vite.close().then(() => process.exit(0));
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
