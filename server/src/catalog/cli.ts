import { parseArgs } from "node:util";
import { rmSync } from "node:fs";
import { resolve } from "node:path";
import { ConfigError, prepareDataDir } from "../config";
import { catalogPath } from "./catalog-file";
import { ImportError } from "./model";
import { checkSampleCatalog } from "./import/check-sample";
import { ImportBusyError } from "./import/import-lock";
import { readSampleCatalog } from "./import/sample-catalog";
import { readTmdb5000 } from "./import/tmdb5000";
import { readTmdbJson } from "./import/tmdb-json";
import { generateCatalog, type GenerateOptions } from "./generate/generate-catalog";
import { GenerateError, parseGenerateCommand } from "./generate/generate-options";
import { writeTmdbJsonLines } from "./generate/tmdb-json-lines";
import { writeCatalog, type CatalogRecords, type SourcedRecord, type WriteSummary } from "./import/write-catalog";

const USAGE = `Usage: npm run catalog -- <command>

  seed                                          load the sample catalog shipped with MovieApp
  check                                         check the shipped sample catalog and list its problems
  import tmdb5000 --movies FILE --credits FILE  load the Kaggle "TMDB 5000" CSV pair (plain or .gz)
  import tmdb-json FILE                         load TMDB movie-details JSON, one object per line
  generate --films N [--seed S] [--out FILE]    make a catalog of N films shaped like TMDB's, the
                                                same for a seed (default 1); --out writes it as
                                                TMDB JSON lines (gzipped if FILE ends in .gz)
                                                instead of loading it

Writes DATA_DIR/catalog.db (default ./data). A running server picks the new catalog up by itself.`;

function sourceFor(args: string[]): { records: CatalogRecords; source: string } {
  const [command, kind, ...rest] = args;
  if (command === "seed" && kind === undefined) return { records: readSampleCatalog(), source: "sample" };
  if (command === "import" && kind === "tmdb5000") {
    const { values } = parseArgs({ args: rest, options: { movies: { type: "string" }, credits: { type: "string" } }, strict: true });
    if (!values.movies || !values.credits) throw new UsageError("import tmdb5000 needs --movies FILE and --credits FILE");
    return { records: readTmdb5000(resolve(values.movies), resolve(values.credits), (stage) => console.log(stage)), source: "tmdb5000" };
  }
  if (command === "import" && kind === "tmdb-json" && rest.length === 1) return { records: readTmdbJson(resolve(rest[0]!)), source: "tmdb-json" };
  throw new UsageError(command ? `unknown command: ${args.join(" ")}` : "no command given");
}

/** Generated films as the writer takes them: each "line" is the film's place in the catalog. */
function* generatedRecords(options: GenerateOptions): Generator<SourcedRecord> {
  let line = 0;
  for (const record of generateCatalog(options)) yield { record, file: "generated", line: ++line };
}

class UsageError extends Error {}

function printSummary(summary: WriteSummary, file: string, ms: number): void {
  console.log(
    `Loaded ${summary.movies} movies, ${summary.people} people, ${summary.castCredits} cast and ${summary.crewCredits} crew credits, ` +
      `${summary.companies} companies, ${summary.collections} collections from ${summary.source} into ${file} in ${(ms / 1000).toFixed(1)} s; ` +
      // Every process serving this catalog reports the same version at /healthz.
      `catalog version ${summary.version}`,
  );
}

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  if (args.length === 0 || args.includes("--help") || args.includes("-h")) {
    console.log(USAGE);
    return args.length === 0 ? 1 : 0;
  }
  if (args[0] === "check" && args.length === 1) {
    const problems = await checkSampleCatalog();
    for (const problem of problems) console.error(problem);
    console.log(problems.length === 0 ? "The sample catalog passes its check." : `${problems.length} problem(s) found.`);
    return problems.length === 0 ? 0 : 1;
  }
  const generate = args[0] === "generate" ? parseGenerateCommand(args.slice(1)) : undefined;
  if (generate?.out !== undefined) {
    const started = Date.now();
    const out = resolve(generate.out);
    const count = await writeTmdbJsonLines(generateCatalog(generate), out).catch((error: unknown) => {
      // A file half written is no use to anyone: it goes, and the reason is told in one line.
      rmSync(out, { force: true });
      throw new GenerateError(`Could not write ${generate.out}: ${error instanceof Error ? error.message : String(error)}`);
    });
    console.log(`Wrote ${count} films (seed ${generate.seed}) to ${generate.out} in ${((Date.now() - started) / 1000).toFixed(1)} s; load them with: npm run catalog -- import tmdb-json ${generate.out}`);
    return 0;
  }
  const dataDir = prepareDataDir(process.env, process.cwd());
  const file = catalogPath(dataDir);
  const { records, source } = generate ? { records: generatedRecords(generate), source: "generated" } : sourceFor(args);
  const started = Date.now();
  const interactive = process.stdout.isTTY;
  let lastPrint = 0;
  const summary = await writeCatalog(records, file, {
    source,
    onProgress: (count) => {
      const now = Date.now();
      if (now - lastPrint < 250) return;
      lastPrint = now;
      if (interactive) process.stdout.write(`\rImporting… ${count} movies`);
      else console.log(`Imported ${count} movies…`);
    },
  });
  if (interactive) process.stdout.write("\r\x1b[K");
  printSummary(summary, file, Date.now() - started);
  return 0;
}

// An interrupted import must leave the previous catalog as it was: exiting runs the writer's clean-up.
process.on("SIGINT", () => process.exit(130));
process.on("SIGTERM", () => process.exit(143));

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof UsageError) console.error(`${error.message}\n\n${USAGE}`);
    else if (error instanceof ImportError) console.error(`Import failed, catalog unchanged: ${error.message}`);
    else if (error instanceof ImportBusyError || error instanceof GenerateError) console.error(error.message);
    else if (error instanceof ConfigError) console.error(error.message);
    else console.error(error);
    process.exit(1);
  },
);
