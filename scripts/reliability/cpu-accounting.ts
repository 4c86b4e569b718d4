// How much of a request's time the machine, not the server, is to blame for. This VM has two cores
// shared with other work (browsers, builds): a request can take 300 ms because the server's thread
// sat runnable while other processes had both CPUs. The kernel counts that wait per thread
// (/proc/PID/schedstat), so a time limit can be judged on the time that remains.
import { readSchedStat } from "./schedstat";
import type { RunningServer } from "./server-process";

export interface Accounted<T> {
  value: T;
  wallMs: number;
  /** The server's main thread on a CPU during the call: its own work. */
  serverCpuMs: number;
  /** The server's main thread runnable but off a CPU, and the same for this process. */
  serverWaitMs: number;
  clientWaitMs: number;
}

/** Runs `call` (one request, nothing else in flight) and accounts for its time. */
export async function accounted<T>(server: RunningServer, call: () => Promise<T>): Promise<Accounted<T>> {
  const [serverBefore, clientBefore] = [server.schedstat(), readSchedStat("self")];
  const started = performance.now();
  const value = await call();
  const wallMs = performance.now() - started;
  const [serverAfter, clientAfter] = [server.schedstat(), readSchedStat("self")];
  return {
    value,
    wallMs,
    serverCpuMs: serverAfter.cpuMs - serverBefore.cpuMs,
    serverWaitMs: serverAfter.waitMs - serverBefore.waitMs,
    clientWaitMs: clientAfter.waitMs - clientBefore.waitMs,
  };
}

/**
 * The time not explained by waiting for a CPU: wall time less the longer of the two waits. Only
 * the longer is taken off because the two may overlap; so this errs towards blaming the server.
 */
export function ownMs(a: Accounted<unknown>): number {
  return Math.max(a.serverCpuMs, a.wallMs - Math.max(a.serverWaitMs, a.clientWaitMs));
}

export function accountLine(a: Accounted<unknown>): string {
  const f = (v: number) => v.toFixed(1);
  return `${f(a.wallMs)} ms (server CPU ${f(a.serverCpuMs)} ms; waiting for a CPU: server ${f(a.serverWaitMs)} ms, client ${f(a.clientWaitMs)} ms)`;
}
