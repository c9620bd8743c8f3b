// Reads a V8 .cpuprofile (node --cpu-prof) and tells where a time window's CPU went: the profile covers a server's
// whole life (boot included), a benchmark wants its measured seconds only. Self time, by function and by package
// (PGlite's minified and WebAssembly frames say more as one package than one by one).
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}

interface CpuProfile {
  nodes: { id: number; callFrame: CallFrame }[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

export interface HotSpot {
  name: string;
  /** Share of the window's samples spent here itself (not in callees). */
  selfShare: number;
}

export interface ProfileSummary {
  samples: number;
  functions: HotSpot[];
  packages: HotSpot[];
}

/** The monotonic clock V8's profiler stamps samples with, in microseconds. */
export const monotonicMicros = (): number => Number(process.hrtime.bigint() / 1000n);

export function summariseProfile(path: string, fromMicros: number, toMicros: number, count = 12): ProfileSummary {
  const profile = JSON.parse(readFileSync(path, 'utf8')) as CpuProfile;
  const frames = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const byFunction = new Map<string, number>();
  const byPackage = new Map<string, number>();
  let at = profile.startTime;
  let total = 0;
  for (const [i, nodeId] of profile.samples.entries()) {
    at += profile.timeDeltas[i] ?? 0;
    const frame = frames.get(nodeId);
    if (at < fromMicros || at > toMicros || !frame) continue;
    total += 1;
    const fn = describe(frame);
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + 1);
    const pkg = packageOf(frame);
    byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + 1);
  }
  const top = (counts: Map<string, number>) =>
    [...counts.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([name, samples]) => ({ name, selfShare: samples / Math.max(1, total) }));
  return { samples: total, functions: top(byFunction), packages: top(byPackage) };
}

function fileOf(url: string): string {
  return url.startsWith('file://') ? relative(process.cwd(), new URL(url).pathname) : url;
}

function describe(frame: CallFrame): string {
  const name = frame.functionName || '(anonymous)';
  return frame.url ? `${name} ${fileOf(frame.url)}:${frame.lineNumber + 1}` : name;
}

/** An npm package, a source file of ours, a node: module, WebAssembly, or V8's own entries ((idle), (garbage collector)). */
function packageOf(frame: CallFrame): string {
  if (!frame.url) return frame.functionName.startsWith('(') ? frame.functionName : `native: ${frame.functionName}`;
  if (frame.url.startsWith('wasm')) return 'WebAssembly';
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(frame.url);
  if (inPackage) return inPackage[1]!;
  if (frame.url.startsWith('node:')) return 'node internals';
  return fileOf(frame.url);
}
