// Starting the service (and the baseline) as processes for the benchmarks: the compiled entry point
// run with plain node, as production runs it, and the resident memory of a process.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** Builds dist/ when a source changed (what `npm start` does first), outside any timing. */
export function buildService(): void {
  execFileSync(process.execPath, ['scripts/build.mjs', '--if-stale'], { stdio: 'inherit' });
}

export interface Started {
  child: ChildProcess;
  /** Milliseconds from spawning the process to its first healthy answer. */
  startMs: number;
}

/** Spawns `command` and waits until `url` answers 200; kills it and throws after `timeoutMs`. */
export async function startProcess(command: string, args: string[], url: string, env: Record<string, string>, timeoutMs = 60_000): Promise<Started> {
  const started = performance.now();
  // A process group of its own: `npm start` runs node under it, and stopping must reach both.
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'], detached: true });
  let exited: number | null | undefined;
  child.once('exit', (code) => (exited = code));
  while (performance.now() - started < timeoutMs) {
    if (exited !== undefined) throw new Error(`${command} ${args.join(' ')} exited with ${exited} before it was healthy`);
    try {
      if ((await fetch(url)).ok) return { child, startMs: performance.now() - started };
    } catch {
      /* not listening yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  process.kill(-child.pid!, 'SIGKILL');
  throw new Error(`${url} was not healthy within ${timeoutMs} ms`);
}

/** Resident set size of a process in MB (its threads included), from /proc. */
export function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) / 1024;
}

/** The process itself and every descendant, by /proc's children lists. */
export function processTree(pid: number): number[] {
  const out = [pid];
  for (const task of readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean)) out.push(...processTree(Number(task)));
  return out;
}

/** SIGTERM to the process and everything it started, as a service manager stops a service. */
export async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-child.pid!, 'SIGTERM');
  await exited;
}

export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
export const percentile = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(p * xs.length))];
