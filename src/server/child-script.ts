// Scripts the server runs in a child process or a worker thread. The build puts each beside dist/server/main.js as
// a .js file (scripts/build-server.mjs); from source (tests, npm run dev) the .ts file beside its caller runs under
// tsx. Either way the child does not inherit the server's own node options (npm run dev's --watch).
import { fileURLToPath } from 'node:url';
import { Worker, type WorkerOptions } from 'node:worker_threads';

export interface ChildScript {
  url: URL;
  path: string;
  fromSource: boolean;
  /** Node options for a child process (fork or spawn) running the script. */
  execArgv: string[];
}

/** `name` without its extension, beside the file at `callerUrl` (the caller's import.meta.url). */
export function childScript(name: string, callerUrl: string): ChildScript {
  const fromSource = callerUrl.endsWith('.ts');
  const url = new URL(`./${name}${fromSource ? '.ts' : '.js'}`, callerUrl);
  return {
    url,
    path: fileURLToPath(url),
    fromSource,
    execArgv: fromSource ? ['--import', import.meta.resolve('tsx')] : ['--enable-source-maps'],
  };
}

/**
 * A worker thread running the script `name` beside `callerUrl`. From source the thread first registers tsx's loader:
 * Node 20 does not carry `--import` over to a worker.
 */
export function startWorkerThread(name: string, callerUrl: string, options?: WorkerOptions): Worker {
  const script = childScript(name, callerUrl);
  if (!script.fromSource) return new Worker(script.url, options);
  const tsx = import.meta.resolve('tsx/esm/api');
  const boot = `const { register } = await import(${JSON.stringify(tsx)}); register(); await import(${JSON.stringify(script.url.href)});`;
  return new Worker(new URL(`data:text/javascript,${encodeURIComponent(boot)}`), options);
}
