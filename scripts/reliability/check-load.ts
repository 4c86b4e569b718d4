// Check 5: 200 concurrent signed-in visitors (autocannon, keep-alive) on server-rendered pages for
// 60 s: no errors, p99 under 1 s; meanwhile /healthz, asked every 50 ms on a new connection, keeps
// answering within 100 ms (p99). Counts pages rendered by the server against those sent as the
// app shell (a render that could not start within 300 ms: server/src/page-render/render-queue.ts).
import { fork } from "node:child_process";
import { readFileSync } from "node:fs";
import type { IncomingHttpHeaders } from "node:http";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { signedInCookie } from "./accounts";
import { catalogSample } from "./catalog-sample";
import { exited, track } from "./children";
import { send } from "./http-client";
import type { Probe } from "./healthz-probe";
import { CATALOG_KEY } from "./project";
import { CheckReport, type CheckResult } from "./report";
import type { RunningServer } from "./server-process";
import { latencyLine, mb, ms, percentile } from "./stats";

const CONNECTIONS = 200;
const PAGE_P99_MS = 1_000;
const HEALTH_P99_MS = 100;
const PROBE_EVERY_MS = 50;
const FIRST_VIEW_ID = "movieapp-first-view";

/** The machine's load over the last minute: how busy the two cores were with everything, not just us. */
const loadAverage = () => readFileSync("/proc/loadavg", "utf8").split(" ")[0];

/** A page rendered for this visitor is sent private (send-private-html.ts); the shell is a shared asset. */
const isRendered = (cacheControl: string | string[] | undefined) => String(cacheControl).startsWith("private");

async function pagePaths(server: RunningServer): Promise<string[]> {
  const sample = await catalogSample(server.base, 1);
  const godfather = await send(server.base, { path: `/3/movie/238?api_key=${CATALOG_KEY}` });
  const ids = [...new Set([...(godfather.status === 200 ? [238] : []), ...sample.ids.slice(0, 5)])];
  return ["/", "/search?q=star", ...ids.map((id) => `/movie/${id}`)];
}

export async function checkLoad(server: RunningServer, seconds: number): Promise<CheckResult> {
  const report = new CheckReport(`5. Load: ${CONNECTIONS} concurrent signed-in visitors for ${seconds} s, /healthz probed every ${PROBE_EVERY_MS} ms`);
  try {
    const cookie = await signedInCookie(server.base, "load");
    const paths = await pagePaths(server);
    const headers = { Cookie: cookie, "Accept-Encoding": "br" };
    // The load classifies pages by their Cache-Control (bodies arrive compressed); checked here
    // against the body itself: a private page must carry the first view, the shell must not.
    let agree = true;
    let renderedAtRest = 0;
    for (const path of paths) {
      const page = await send(server.base, { path, headers });
      const hasFirstView = page.body.toString("utf8").includes(FIRST_VIEW_ID);
      agree &&= page.status === 200 && isRendered(page.headers["cache-control"]) === hasFirstView;
      if (hasFirstView) renderedAtRest += 1;
    }
    report.figure(`pages: ${paths.join(", ")} (${renderedAtRest} of ${paths.length} server-rendered when idle)`);
    report.expect(agree, `every page answers 200, and a page sent private is exactly one with the "${FIRST_VIEW_ID}" element`);

    const probe = fork(fileURLToPath(new URL("./healthz-probe.ts", import.meta.url)), [server.base, String(server.pid), String(PROBE_EVERY_MS)], { stdio: "inherit" });
    track(probe);
    await new Promise((ready) => probe.once("message", ready));
    let rendered = 0;
    let shells = 0;
    const onResponse = (status: number, _body: string, _context: object, responseHeaders: IncomingHttpHeaders | undefined) => {
      if (status !== 200) return;
      // autocannon passes the headers as the server spelled them, not lowercased.
      const cacheControl = Object.entries(responseHeaders ?? {}).find(([name]) => name.toLowerCase() === "cache-control")?.[1];
      if (isRendered(cacheControl)) rendered += 1;
      else shells += 1;
    };
    const rssBefore = server.rssBytes();
    const [schedBefore, loadBefore] = [server.schedstat(), loadAverage()];
    const result = await autocannon({ url: server.base, connections: CONNECTIONS, duration: seconds, timeout: 10, headers, requests: paths.map((path) => ({ method: "GET", path, onResponse })) });
    const rssAfter = server.rssBytes();
    const [schedAfter, loadAfter] = [server.schedstat(), loadAverage()];
    const probes = await new Promise<Probe[]>((done) => {
      probe.once("message", (message) => done(message as Probe[]));
      probe.send("stop");
    });
    await exited(probe);
    // Whether the memory the load took is given back: RSS again after a few quiet seconds.
    await new Promise((quiet) => setTimeout(quiet, 5_000));
    const rssQuiet = server.rssBytes();

    const failed = result.errors + result.timeouts + result.non2xx;
    report.figure(`pages: ${result["2xx"].toLocaleString("en")} answered 200 (${Math.round(result.requests.average)}/s), ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`);
    report.figure(`page latency: p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`);
    const total = rendered + shells;
    report.figure(`server-rendered: ${rendered.toLocaleString("en")} (${total ? ((100 * rendered) / total).toFixed(1) : 0} %), app shell: ${shells.toLocaleString("en")}`);
    const failures = probes.filter((p) => p.failure !== undefined).map((p) => p.failure);
    const raw = probes.map((p) => p.wallMs);
    // As in the fuzz check: time the server or the probe sat runnable while other processes (the
    // load generator among them, which would not share the server's CPUs in production) had both
    // CPUs is not held against the server. The longer wait only: the two may overlap.
    const own = probes.map((p) => Math.max(0, p.wallMs - Math.max(p.serverWaitMs, p.probeWaitMs)));
    report.figure(`/healthz: ${probes.length} probes, ${latencyLine(raw)}, ${failures.length} failed${failures.length ? ` (${failures.slice(0, 3).join("; ")})` : ""}`);
    report.figure(`/healthz, time waiting for a CPU aside: ${latencyLine(own)}`);
    report.figure(`server RSS: ${mb(rssBefore)} before, ${mb(rssAfter)} at the end of the load, ${mb(rssQuiet)} 5 s later`);
    // Context for the figures: how much of the run the server's thread had a CPU, or waited for one.
    const share = (value: number) => `${((100 * value) / (seconds * 1000)).toFixed(0)} %`;
    report.figure(`server main thread: on a CPU ${share(schedAfter.cpuMs - schedBefore.cpuMs)} of the run, waiting for one ${share(schedAfter.waitMs - schedBefore.waitMs)}; load average ${loadBefore} before, ${loadAfter} after (${availableParallelism()} cores)`);
    report.expect(failed === 0, `no errors or non-2xx answers (${failed})`);
    report.expect(result.latency.p99 < PAGE_P99_MS, `page p99 under ${PAGE_P99_MS} ms (${result.latency.p99} ms)`);
    const [rawP99, ownP99] = [percentile(raw, 99), percentile(own, 99)];
    report.expect(
      failures.length === 0 && ownP99 < HEALTH_P99_MS,
      `/healthz answered every probe, p99 under ${HEALTH_P99_MS} ms, time waiting for a CPU aside (${ms(ownP99)}; ${ms(rawP99)} as measured)`,
    );
  } catch (error) {
    report.crashed(error);
  }
  return report.result();
}
