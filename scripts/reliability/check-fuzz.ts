// Check 1: thousands of hostile requests to the catalog API, one at a time, each on its own
// connection: none may get a 5xx, and none may take 100 ms or more (time spent waiting for a CPU
// that other processes had aside: cpu-accounting.ts).
import { catalogSample } from "./catalog-sample";
import { accounted, accountLine, ownMs, type Accounted } from "./cpu-accounting";
import { fuzzRequest, serialize, type FuzzRequest } from "./fuzz-requests";
import { send } from "./http-client";
import { seededRandom } from "../../common/seeded-random";
import { rawRequest, type RawAnswer } from "./raw-http";
import { CheckReport, type CheckResult } from "./report";
import type { RunningServer } from "./server-process";
import { latencyLine, ms, percentile, tally } from "./stats";

const REQUESTS = 5_000;
const SLOW_MS = 100;

type Result = Accounted<RawAnswer> & { req: FuzzRequest };

export async function checkFuzz(server: RunningServer, seed: number): Promise<CheckResult> {
  const report = new CheckReport(`1. Fuzz: ${REQUESTS.toLocaleString("en")} hostile API requests under /3`);
  try {
    const sample = await catalogSample(server.base);
    const random = seededRandom(seed);
    report.figure(`seed ${seed} (RELIABILITY_SEED=${seed} repeats this run); ${sample.ids.length} film ids, ${sample.words.length} title words to build on`);
    const results: Result[] = [];
    // One at a time: each duration is that request's own cost, not time spent queued behind others.
    for (let i = 0; i < REQUESTS; i++) {
      const req = fuzzRequest(random, sample);
      const data = serialize(req, `127.0.0.1:${server.port}`);
      results.push({ req, ...(await accounted(server, () => rawRequest({ port: server.port, data, timeoutMs: 5_000 }))) });
    }
    const durations = results.map((r) => r.value.totalMs);
    report.figure(`answers: ${tally(results.map((r) => r.value.status ?? "none"))}`);
    report.figure(`kinds: ${tally(results.map((r) => r.req.kind))}`);
    report.figure(`time per request (connect to complete answer): ${latencyLine(durations)}`);
    const worst = [...results].sort((a, b) => b.value.totalMs - a.value.totalMs).slice(0, 3);
    for (const r of worst) report.figure(`slowest: ${accountLine(r)} ${r.value.status ?? "no answer"} ${describe(r.req)}`);

    const serverErrors = results.filter((r) => (r.value.status ?? 0) >= 500);
    for (const r of serverErrors.slice(0, 10)) report.figure(`5xx: ${describe(r.req)} → ${r.value.status} ${r.value.body.toString("utf8").slice(0, 200)}`);
    const unanswered = results.filter((r) => r.value.status === null);
    if (unanswered.length > 0) report.figure(`closed without an answer: ${tally(unanswered.map((r) => r.req.method))}, e.g. ${describe(unanswered[0]!.req)}`);
    const slow = results.filter((r) => r.value.totalMs >= SLOW_MS);
    const slowOwn = slow.filter((r) => ownMs(r) >= SLOW_MS);
    if (slow.length > 0) report.figure(`${slow.length} took ${SLOW_MS} ms or more; ${slow.length - slowOwn.length} of them only because the server or this client waited for a CPU other processes had`);
    report.expect(serverErrors.length === 0, `no 5xx answer (${serverErrors.length})`);
    report.expect(slowOwn.length === 0, `none took ${SLOW_MS} ms or more, time spent waiting for a CPU aside (max ${ms(Math.max(...durations))}, p99 ${ms(percentile(durations, 99))}; ${slowOwn.length} slow by the server's own doing)`);
    const health = await send(server.base, { path: "/healthz" });
    report.expect(server.alive() && health.status === 200, "the server is still up and healthy afterwards");
  } catch (error) {
    report.crashed(error);
  }
  return report.result();
}

function describe(req: FuzzRequest): string {
  if (req.raw !== undefined) return `[${req.kind}] raw bytes ${JSON.stringify(req.raw.slice(0, 60))}`;
  const target = req.target.length > 160 ? `${req.target.slice(0, 160)}… (${req.target.length} chars)` : req.target;
  const headers = req.headers.length > 0 ? ` [${req.headers.map(([n, v]) => `${n}: ${v.length > 40 ? `${v.slice(0, 40)}…` : v}`).slice(0, 3).join("; ")}]` : "";
  return `[${req.kind}] ${req.method} ${JSON.stringify(target).slice(1, -1)} ${req.version}${headers}`;
}
