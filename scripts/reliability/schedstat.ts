// A thread's time on a CPU and waiting for one, as the kernel counts it (/proc/PID/schedstat).
import { readFileSync } from "node:fs";

export interface SchedStat {
  cpuMs: number;
  /** Runnable but not running: other threads or processes had the CPUs. */
  waitMs: number;
}

/** For a process, this is its main thread: the one that runs JavaScript in Node. */
export function readSchedStat(pid: number | "self"): SchedStat {
  const [cpu, wait] = readFileSync(`/proc/${pid}/schedstat`, "utf8").trim().split(/\s+/).map(Number);
  return { cpuMs: (cpu ?? 0) / 1e6, waitMs: (wait ?? 0) / 1e6 };
}
