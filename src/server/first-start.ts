// A first start on an empty PGlite folder: first-start-child.ts creates, migrates and seeds the database in a child
// process while the server listens (ADR 020); the server opens the folder once the child has exited.
import { spawn, type ChildProcess } from 'node:child_process';
import { childScript } from './child-script.ts';
import type { Env } from './env.ts';

export class FirstStart {
  private child: ChildProcess | null = null;

  /** Runs the child to its end; rejects when it fails (its own errors are on this process's stderr). */
  run(env: Env): Promise<void> {
    return new Promise((resolve, reject) => {
      const script = childScript('first-start-child', import.meta.url);
      const child = spawn(process.execPath, [...script.execArgv, script.path], {
        env: { ...process.env, DATA_DIR: env.DATA_DIR, SEED_ON_START: String(env.SEED_ON_START) },
        stdio: ['ignore', 'inherit', 'inherit'],
      });
      this.child = child;
      child.once('error', reject);
      child.once('exit', (code, signal) => {
        this.child = null;
        if (code === 0) resolve();
        else reject(new Error(`the first start's database set-up exited with ${signal ?? `code ${code}`}`));
      });
    });
  }

  /** Ends a child still running (the server is closing). */
  stop(): void {
    this.child?.kill('SIGTERM');
  }
}
