// npm run dev: the API (restarted on change) on API_PORT and the Vite dev server, which proxies /api to it, on PORT.
import { spawn } from 'node:child_process';
import { createServer } from 'vite';

const port = Number(process.env.PORT ?? 3000);
const apiPort = Number(process.env.API_PORT ?? 3001);

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
