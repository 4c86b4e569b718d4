// Run as a child process by the load check: asks GET /healthz every 50 ms, each time on a new
// connection (as a load balancer's health check does), and reports the times when told to stop.
// A process of its own, so that the load generator's busy event loop does not delay the probes
// and make the server look slower than it is.
import { get } from "node:http";
import { readSchedStat, type SchedStat } from "./schedstat";

export interface Probe {
  wallMs: number;
  /** During this probe: the server's main thread, and this process, runnable but off a CPU. */
  serverWaitMs: number;
  probeWaitMs: number;
  failure?: string;
}

const [base, serverPid, interval] = process.argv.slice(2);
const probes: Probe[] = [];

function probe(): void {
  const started = performance.now();
  const before: [SchedStat, SchedStat] = [readSchedStat(Number(serverPid)), readSchedStat("self")];
  const record = (failure?: string) => {
    const [server, self] = [readSchedStat(Number(serverPid)), readSchedStat("self")];
    probes.push({
      wallMs: performance.now() - started,
      serverWaitMs: server.waitMs - before[0].waitMs,
      probeWaitMs: self.waitMs - before[1].waitMs,
      ...(failure ? { failure } : {}),
    });
  };
  const req = get(`${base}/healthz`, { agent: false }, (res) => {
    res.resume();
    res.on("end", () => record(res.statusCode === 200 ? undefined : `status ${res.statusCode}`));
  });
  req.setTimeout(5_000, () => req.destroy(new Error("no answer within 5 s")));
  req.on("error", (error) => record(error.message));
}

const timer = setInterval(probe, Number(interval ?? 50));
process.on("message", (message) => {
  if (message !== "stop") return;
  clearInterval(timer);
  // Probes still in flight get a moment to finish and be counted.
  setTimeout(() => process.send?.(probes, () => process.exit(0)), 500);
});
process.send?.("ready");
