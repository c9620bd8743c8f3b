// A load client (realtime-client.ts) started as a child process, and the parent's side of their IPC: one command, one
// report. Used by bench/realtime.ts and the soak test (tests/long).
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { ClientCommand, ClientReport } from './realtime-protocol.ts';

export interface LoadClient {
  process: ChildProcess;
  ask<T extends ClientReport>(command: ClientCommand): Promise<T>;
}

export function startLoadClient(): LoadClient {
  const child = fork(fileURLToPath(new URL('./realtime-client.ts', import.meta.url)), [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return {
    process: child,
    ask: <T extends ClientReport>(command: ClientCommand) =>
      new Promise<T>((resolve, reject) => {
        const exited = (code: number | null) => reject(new Error(`a load client exited with code ${code}`));
        child.once('exit', exited);
        child.once('message', (report) => {
          child.off('exit', exited);
          resolve(report as T);
        });
        child.send(command);
      }),
  };
}
