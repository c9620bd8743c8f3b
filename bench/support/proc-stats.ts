// CPU time from /proc: of one process (a server child), of every process of a name (a local PostgreSQL), and of the
// whole machine, so a run can tell a busy server from a busy machine. Linux only; elsewhere the figures are null.
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100;

/** User plus system CPU seconds the process has used so far. */
export function processCpuSeconds(pid: number): number | null {
  try {
    // Fields after the command name, which is in parentheses and may hold spaces: utime and stime are the 12th and 13th.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(') ') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

export interface MachineCpu {
  busy: number;
  total: number;
}

/** Jiffies the machine's CPUs have spent, busy and in all, since boot. */
export function machineCpu(): MachineCpu | null {
  try {
    const line = readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
    const [, ...values] = line.trim().split(/\s+/).map(Number);
    const total = values.reduce((sum, v) => sum + v, 0);
    // idle and iowait
    const idle = (values[3] ?? 0) + (values[4] ?? 0);
    return { busy: total - idle, total };
  } catch {
    return null;
  }
}

/** Share of the machine's CPU time that was busy between two readings (0..1). */
export function busyShare(from: MachineCpu | null, to: MachineCpu | null): number | null {
  if (!from || !to || to.total === from.total) return null;
  return (to.busy - from.busy) / (to.total - from.total);
}

/** CPU seconds so far of every process with this command name (e.g. 'postgres': the server and its backends), by pid. */
export function cpuSecondsByName(name: string): Map<number, number> {
  const found = new Map<number, number>();
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((entry) => /^\d+$/.test(entry));
  } catch {
    return found;
  }
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      if (stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')) !== name) continue;
      const cpu = processCpuSeconds(Number(pid));
      if (cpu !== null) found.set(Number(pid), cpu);
    } catch {
      // The process ended while being read.
    }
  }
  return found;
}

/** CPU seconds spent between two readings by the processes of the second (those that ended in between are not counted). */
export function cpuSecondsBetween(before: Map<number, number>, after: Map<number, number>): number {
  let total = 0;
  for (const [pid, cpu] of after) total += cpu - (before.get(pid) ?? 0);
  return total;
}

export interface CpuWindow {
  seconds: number;
  /** Cores used by each watched process (null where /proc could not tell). */
  processCores: (number | null)[];
  /** Cores used by the local PostgreSQL's processes; null when not asked for or none runs here. */
  postgresCores: number | null;
  /** Cores used by this process. */
  ownCores: number;
  /** Share of all CPUs busy. */
  machineBusy: number | null;
}

/** Starts reading CPU time; stop() tells what the processes, a local PostgreSQL, this process and the machine used since. */
export function startCpuMeter(pids: number[], { postgres }: { postgres: boolean }): { stop(): CpuWindow } {
  const started = performance.now();
  const processesFrom = pids.map(processCpuSeconds);
  const postgresFrom = postgres ? cpuSecondsByName('postgres') : new Map<number, number>();
  const ownFrom = process.cpuUsage();
  const machineFrom = machineCpu();
  return {
    stop() {
      const seconds = (performance.now() - started) / 1000;
      const own = process.cpuUsage(ownFrom);
      return {
        seconds,
        processCores: pids.map((pid, i) => {
          const from = processesFrom[i];
          const to = processCpuSeconds(pid);
          return from != null && to !== null ? (to - from) / seconds : null;
        }),
        postgresCores:
          postgresFrom.size > 0 ? cpuSecondsBetween(postgresFrom, cpuSecondsByName('postgres')) / seconds : null,
        ownCores: (own.user + own.system) / 1e6 / seconds,
        machineBusy: busyShare(machineFrom, machineCpu()),
      };
    },
  };
}
