// Check 8: kill -9 of the server while 50 clients change their lists (the watchlist, ratings, and
// a ranked list each made), then a restart on the same DATA_DIR: every change that was answered
// 200 must be there after the restart, each made list's order whole (positions 1 to n, each
// once), and the database must pass SQLite's integrity check.
import { join } from "node:path";
import { cookieFrom, newAccount, signUp } from "./accounts";
import { send } from "./http-client";
import { inPool } from "./pool";
import { CheckReport, type CheckResult } from "./report";
import { startServer, type RunningServer } from "./server-process";
import { integrityCheck } from "./sqlite-files";
import { tally } from "./stats";
import { writeUntilKilled } from "./writes-until-killed";

const WRITERS = 50;
/** Acknowledged changes before the kill: enough to matter, while the writers' next ones are in flight. */
const KILL_AFTER = 400;
const MAX_WRITES = 5_000;

/** What an acknowledged change must have left: a film in a person's watchlist, a rating, or a film in the list they made. */
interface Change {
  writer: number;
  movieId: number;
  kind: "watchlist" | "ratings" | "named";
}

const KINDS: ReadonlyArray<Change["kind"]> = ["ratings", "watchlist", "named"];

export async function checkKillDuringListWrites(dataDir: string): Promise<CheckResult> {
  const report = new CheckReport("8. kill -9 during 50 clients' list changes, then restart on the same DATA_DIR");
  let server: RunningServer | undefined;
  try {
    server = await startServer({ dataDir, trustProxy: true });
    const first = server;
    // One account per writer, each signed up from an address of its own (TRUST_PROXY=on).
    const cookies: string[] = [];
    await inPool(WRITERS, 8, async (n) => {
      const answer = await signUp(first.base, newAccount(`lister${n}`), `10.8.${n >> 8}.${n & 255}`);
      if (answer.status !== 200) throw new Error(`sign-up ${n} answered ${answer.status}`);
      cookies[n] = cookieFrom(answer);
    });
    // And a ranked list of their own each, which a third of their changes fill.
    const listIds: string[] = [];
    await inPool(WRITERS, 8, async (n) => {
      const made = await send(first.base, { method: "POST", path: "/api/me/named-lists", headers: { "Content-Type": "application/json", Origin: first.base, Cookie: cookies[n]! }, body: JSON.stringify({ name: `Ranked ${n}`, ranked: true }) });
      if (made.status !== 201) throw new Error(`making list ${n} answered ${made.status}`);
      listIds[n] = (JSON.parse(made.body.toString("utf8")) as { id: string }).id;
    });

    const { acknowledged, outcomes, inFlightAtKill, killed } = await writeUntilKilled(first, { most: MAX_WRITES, concurrency: WRITERS, killAfter: KILL_AFTER }, (n) => {
      const writer = n % WRITERS;
      const change: Change = { writer, movieId: 1 + Math.floor(n / WRITERS), kind: KINDS[n % 3]! };
      const body = { title: `Film ${change.movieId}`, year: "1999", poster_path: null, ...(change.kind === "ratings" ? { rating: 0.5 * (1 + (n % 10)) } : {}) };
      return {
        item: change,
        send: () => send(first.base, {
          method: "PUT",
          path: change.kind === "named" ? `/api/me/named-lists/${listIds[writer]}/films/${change.movieId}` : `/api/me/lists/${change.kind}/${change.movieId}`,
          headers: { "Content-Type": "application/json", Origin: first.base, Cookie: cookies[writer]! },
          body: JSON.stringify(body),
        }),
      };
    });
    report.figure(`changes sent: ${outcomes.length}; outcomes: ${tally(outcomes)}; killed with ${inFlightAtKill} in flight`);
    report.expect(killed && inFlightAtKill > 0, "the server was killed while changes were in flight");

    server = await startServer({ dataDir, trustProxy: true });
    const restarted = server;
    const missing: string[] = [];
    const broken: string[] = [];
    await inPool(WRITERS, 8, async (writer) => {
      for (const kind of ["watchlist", "ratings"] as const) {
        const kept = new Set<number>();
        for (let page = 1; ; page++) {
          const answer = await send(restarted.base, { path: `/api/me/lists/${kind}?page=${page}`, headers: { Cookie: cookies[writer]! } });
          if (answer.status !== 200) throw new Error(`listing ${kind} answered ${answer.status}`);
          const body = JSON.parse(answer.body.toString("utf8")) as { results: Array<{ movie_id: number }>; total_pages: number };
          for (const entry of body.results) kept.add(entry.movie_id);
          if (page >= body.total_pages) break;
        }
        for (const change of acknowledged) if (change.writer === writer && change.kind === kind && !kept.has(change.movieId)) missing.push(`${kind} ${change.movieId} of writer ${writer}`);
      }
      const kept = new Map<number, number>();
      for (let page = 1; ; page++) {
        const answer = await send(restarted.base, { path: `/api/me/named-lists/${listIds[writer]}?page=${page}`, headers: { Cookie: cookies[writer]! } });
        if (answer.status !== 200) throw new Error(`reading list ${writer} answered ${answer.status}`);
        const body = JSON.parse(answer.body.toString("utf8")) as { results: Array<{ movie_id: number; position: number }>; total_pages: number };
        for (const entry of body.results) kept.set(entry.movie_id, entry.position);
        if (page >= body.total_pages) break;
      }
      for (const change of acknowledged) if (change.writer === writer && change.kind === "named" && !kept.has(change.movieId)) missing.push(`film ${change.movieId} in the list of writer ${writer}`);
      const positions = [...kept.values()].sort((a, b) => a - b);
      if (positions.some((position, index) => position !== index + 1)) broken.push(`writer ${writer}'s list: positions ${positions.join(",")}`);
    });
    for (const line of missing.slice(0, 5)) report.figure(`lost: ${line}`);
    const integrity = integrityCheck(join(dataDir, "app.db"));
    report.figure(`after restart: ${acknowledged.length - missing.length} of ${acknowledged.length} acknowledged changes kept; integrity_check: ${integrity}`);
    report.expect(acknowledged.length > 0 && missing.length === 0, `every acknowledged change is there after the restart (${acknowledged.length - missing.length} of ${acknowledged.length})`);
    for (const line of broken.slice(0, 5)) report.figure(`order broken: ${line}`);
    report.expect(broken.length === 0, "every list made keeps one whole order (positions 1 to n, each once)");
    report.expect(integrity === "ok", `PRAGMA integrity_check on app.db is "ok"`);
  } catch (error) {
    report.crashed(error);
  } finally {
    await server?.stop();
  }
  return report.result();
}
