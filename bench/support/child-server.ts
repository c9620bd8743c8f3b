// Starts a server script as a child process (node --import tsx), waits until it says it listens, and stops it.
import { fork, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

export interface ChildServer {
  port: number;
  pid: number;
  /** What the child sent with its ready message. */
  info: Record<string, unknown>;
  /** Resident memory of the child, in MB, read from /proc (null where there is none). */
  rssMb(): number | null;
  /** Sends a message and resolves with the child's answer. */
  ask(message: object): Promise<unknown>;
  stop(): Promise<void>;
  /** Kills the child with SIGKILL, so no shutdown work runs (a crash), and resolves once it is gone. */
  kill(): Promise<void>;
}

/** The first port from `from` up that nothing on 127.0.0.1 listens on. */
export async function freePort(from: number): Promise<number> {
  for (let port = from; port < from + 200; port++) {
    const free = await new Promise<boolean>((resolve) => {
      const probe = createServer();
      probe.once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error(`no free port in ${from}-${from + 199}`);
}

/** `nodeFlags`: flags for node (e.g. --cpu-prof). */
export async function startChild(
  script: string,
  port: number,
  env: Record<string, string>,
  timeoutMs = 300_000,
  nodeFlags: string[] = [],
): Promise<ChildServer> {
  const child = fork(fileURLToPath(new URL(script, import.meta.url)), [], {
    execArgv: [...nodeFlags, '--import', 'tsx'],
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env, PORT: String(port) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const info = await new Promise<Record<string, unknown>>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${script} did not start within ${timeoutMs / 1000} s`)),
      timeoutMs,
    );
    child.once('message', (message) => {
      clearTimeout(timer);
      resolve(message as Record<string, unknown>);
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${script} exited with code ${code} before it was ready`));
    });
  });
  const ask = (message: object) =>
    new Promise<unknown>((resolve) => {
      child.once('message', resolve);
      child.send(message);
    });
  return {
    port,
    pid: child.pid ?? 0,
    info,
    rssMb: () => rssOf(child),
    ask,
    stop: () => stop(child),
    kill: () => stop(child, 'SIGKILL'),
  };
}

async function stop(child: ChildProcess, signal: 'SIGTERM' | 'SIGKILL' = 'SIGTERM'): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill(signal);
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

function rssOf(child: ChildProcess): number | null {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'));
    return match ? Math.round(Number(match[1]) / 1024) : null;
  } catch {
    return null;
  }
}
