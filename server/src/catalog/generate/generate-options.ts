import { parseArgs } from "node:util";
import type { GenerateOptions } from "./generate-catalog";

/** The most films a generated catalog holds: ten times TMDB's, beyond which a benchmark says nothing more. */
export const MAX_GENERATED_FILMS = 10_000_000;
/** The seed when none is given, so two runs without one make the same catalog. */
export const DEFAULT_SEED = 1;

/** A generate command that cannot be run or finished (its options, or the file it writes), told in one line. */
export class GenerateError extends Error {}

export interface GenerateCommand extends GenerateOptions {
  /** Where to write the films as TMDB JSON lines (gzipped when it ends in .gz) instead of loading them. */
  out: string | undefined;
}

const wholeNumber = (text: string) => (/^\d+$/.test(text) ? Number(text) : NaN);

/** `generate --films N [--seed S] [--out FILE]`, read and checked. */
export function parseGenerateCommand(args: string[]): GenerateCommand {
  let values: { films?: string; seed?: string; out?: string };
  try {
    ({ values } = parseArgs({ args, options: { films: { type: "string" }, seed: { type: "string" }, out: { type: "string" } }, strict: true, allowPositionals: false }));
  } catch (error) {
    // Node's own wording, first line only: its later lines are hints for programmers.
    throw new GenerateError(`generate: ${(error instanceof Error ? error.message : String(error)).split("\n")[0]!}`);
  }
  const most = MAX_GENERATED_FILMS.toLocaleString("en");
  if (values.films === undefined) throw new GenerateError(`generate needs --films N, the number of films (1 to ${most})`);
  const films = wholeNumber(values.films.replaceAll("_", ""));
  if (!(films >= 1 && films <= MAX_GENERATED_FILMS)) throw new GenerateError(`--films must be a whole number from 1 to ${most} (got "${values.films}")`);
  const seed = values.seed === undefined ? DEFAULT_SEED : wholeNumber(values.seed);
  if (!(seed >= 0 && seed <= 0xffffffff)) throw new GenerateError(`--seed must be a whole number from 0 to 4294967295 (got "${values.seed}")`);
  if (values.out !== undefined && values.out.trim() === "") throw new GenerateError("--out needs a file name");
  return { films, seed, out: values.out };
}
