// Check 3: the server's resident memory stays within 50 MB of its warmed-up baseline through
// 20,000 catalog requests that each carry a unique 8 KB junk parameter. Before ADR 021 the answer
// cache kept every such request as a new entry (427 MB for 20,000; 758 MB with Brotli).
import { Agent } from "node:http";
import { catalogSample } from "./catalog-sample";
import { send } from "./http-client";
import { inPool } from "./pool";
import { CATALOG_KEY } from "./project";
import { CheckReport, type CheckResult } from "./report";
import type { RunningServer } from "./server-process";
import { mb, tally } from "./stats";

const REQUESTS = 20_000;
const WARM_UP = 2_000;
const ALLOWED_GROWTH = 50 * 1024 * 1024;
const JUNK = "j".repeat(8 * 1024);
/** All three ways a client may take an answer: the cache keeps a variant per encoding. */
const ENCODINGS = ["br", "gzip", "identity"];

/** A fixed set of real requests: their answers are cached once in the warm-up; only the junk is new after that. */
function realPaths(ids: readonly number[], words: readonly string[]): string[] {
  const few = ids.slice(0, 4);
  return [
    "/3/movie/popular?page=1",
    "/3/movie/popular?page=2",
    "/3/genre/movie/list?language=en-US",
    "/3/configuration?",
    "/3/discover/movie?with_genres=28&sort_by=popularity.desc",
    ...words.slice(0, 4).map((word) => `/3/search/movie?query=${encodeURIComponent(word)}`),
    ...few.map((id) => `/3/movie/${id}?append_to_response=credits,videos`),
    ...few.map((id) => `/3/movie/${id}/credits?`),
    ...few.map((id) => `/3/movie/${id}/similar?page=1`),
  ];
}

export async function checkMemory(server: RunningServer): Promise<CheckResult> {
  const report = new CheckReport(`3. Memory: ${REQUESTS.toLocaleString("en")} catalog requests, each with a unique 8 KB junk parameter`);
  const agent = new Agent({ keepAlive: true, maxSockets: 8 });
  try {
    const sample = await catalogSample(server.base, 1);
    const paths = realPaths(sample.ids, sample.words);
    const statuses: number[] = [];
    const fire = (offset: number, count: number) =>
      inPool(count, 8, async (index) => {
        const i = offset + index;
        // The junk differs in value or in name: either alone made a new cache entry before.
        const junk = i % 2 === 0 ? `junk=${i}-${JUNK}` : `junk${i}=${JUNK}`;
        const answer = await send(server.base, {
          path: `${paths[i % paths.length]!}&${junk}&api_key=${CATALOG_KEY}`,
          headers: { "Accept-Encoding": ENCODINGS[Math.floor(i / paths.length) % ENCODINGS.length]! },
          agent,
        });
        statuses.push(answer.status);
      });
    await fire(0, WARM_UP);
    await new Promise((settle) => setTimeout(settle, 1_000));
    const baseline = server.rssBytes();
    statuses.length = 0;
    let peak = baseline;
    const sampler = setInterval(() => (peak = Math.max(peak, server.rssBytes())), 100);
    const started = performance.now();
    try {
      await fire(WARM_UP, REQUESTS);
    } finally {
      clearInterval(sampler);
    }
    const seconds = (performance.now() - started) / 1000;
    const final = server.rssBytes();
    peak = Math.max(peak, final);
    report.figure(`${paths.length} real requests × 3 encodings; warm-up ${WARM_UP.toLocaleString("en")} requests; then ${REQUESTS.toLocaleString("en")} in ${seconds.toFixed(1)} s (${Math.round(REQUESTS / seconds)}/s)`);
    report.figure(`answers: ${tally(statuses)}`);
    report.figure(`RSS: baseline ${mb(baseline)}, peak ${mb(peak)} (+${mb(peak - baseline)}), at the end ${mb(final)} (+${mb(final - baseline)})`);
    report.expect(statuses.every((status) => status === 200), "every request answered 200 (the junk is ignored)");
    report.expect(peak - baseline <= ALLOWED_GROWTH, `RSS stayed within ${mb(ALLOWED_GROWTH)} of its baseline (+${mb(peak - baseline)} at most)`);
  } catch (error) {
    report.crashed(error);
  } finally {
    agent.destroy();
  }
  return report.result();
}
