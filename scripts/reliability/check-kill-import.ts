// Check 7: kill -9 of a catalog import half-way, beside a running server: the catalog it would
// have replaced stays whole and served, and the next import succeeds and leaves nothing behind
// (ADR 021: the build file carries its builder's pid; the next import removes a dead one's).
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { runImport, startImport } from "./catalog-import";
import { send, totalResults } from "./http-client";
import { CATALOG_KEY, type Tmdb5000Files } from "./project";
import { CheckReport, type CheckResult } from "./report";
import { startServer, type RunningServer } from "./server-process";
import { countRows, integrityCheck } from "./sqlite-files";

/** Films written before the kill: well into the import, well before its end (4,803 films). */
const KILL_AT_FILMS = 1_000;
/** Files an import makes beside catalog.db for its own use only. */
const TEMPORARY = /^catalog\.db(\.building-|\.import-lock|-journal|-wal|-shm)/;

async function servedFilms(server: RunningServer): Promise<number | undefined> {
  return totalResults(await send(server.base, { path: `/3/movie/popular?api_key=${CATALOG_KEY}` }));
}

const leftovers = (dataDir: string) => readdirSync(dataDir).filter((name) => TEMPORARY.test(name));

export async function checkKillDuringImport(dataDir: string, files: Tmdb5000Files | undefined): Promise<CheckResult> {
  const report = new CheckReport("7. kill -9 during a catalog import, beside a running server");
  if (!files) {
    report.notRun("the TMDB 5000 data set is not here (../shared/data/tmdb5000, or set TMDB5000_DIR); the check imports it");
    return report.result();
  }
  let server: RunningServer | undefined;
  try {
    // The server seeds the sample catalog into a fresh DATA_DIR: the catalog the import would replace.
    server = await startServer({ dataDir });
    const catalog = join(dataDir, "catalog.db");
    const before = countRows(catalog, "movies");
    const servedBefore = await servedFilms(server);

    const run = startImport(dataDir, files);
    let filmsAtKill = 0;
    let buildFile: string | undefined;
    let killing: Promise<void> | undefined;
    run.onLine((line) => {
      const films = Number(/^Imported (\d+) movies/.exec(line)?.[1] ?? 0);
      if (films < KILL_AT_FILMS || killing) return;
      filmsAtKill = films;
      buildFile = readdirSync(dataDir).find((name) => name.includes(".building-"));
      killing = run.kill9();
    });
    const code = await run.done;
    await killing;
    report.figure(`old catalog: ${before} films (${servedBefore} served); import killed after ${filmsAtKill} films, building ${buildFile ?? "(no build file seen)"}; exit ${code ?? "by signal"}`);
    report.expect(killing !== undefined && code === null, "the import was killed mid-way");

    const integrity = integrityCheck(catalog);
    const after = countRows(catalog, "movies");
    const servedAfter = await servedFilms(server);
    report.figure(`after the kill: integrity_check ${integrity}; ${after} films in catalog.db, ${servedAfter} served; left beside it: ${leftovers(dataDir).join(", ") || "nothing"}`);
    report.expect(integrity === "ok" && after === before && servedAfter === servedBefore, "the old catalog is intact and still served (integrity ok, same film count)");

    const started = performance.now();
    const summary = await runImport(dataDir, files);
    const seconds = (performance.now() - started) / 1000;
    const imported = countRows(catalog, "movies");
    // The running server notices the new file within a second (CatalogHolder watches it).
    let servedNew = await servedFilms(server);
    for (let i = 0; i < 50 && servedNew !== imported; i++) {
      await new Promise((wait) => setTimeout(wait, 100));
      servedNew = await servedFilms(server);
    }
    const left = leftovers(dataDir);
    report.figure(`next import: ${seconds.toFixed(1)} s, "${summary}"`);
    report.figure(`then: ${imported} films in catalog.db, ${servedNew} served; integrity_check ${integrityCheck(catalog)}; temporary files left: ${left.join(", ") || "none"}`);
    const loaded = Number(/Loaded (\d+) movies/.exec(summary)?.[1]);
    report.expect(imported === loaded && imported !== before && servedNew === imported, "the next import succeeded and the server serves its films");
    report.expect(left.length === 0 && existsSync(catalog), "no temporary files are left (build file, lock, journal)");
  } catch (error) {
    report.crashed(error);
  } finally {
    await server?.stop();
  }
  return report.result();
}
