import { parseArgs } from "node:util";
import type { GenerateOptions } from "./generate-catalog";

/** The most films a generated catalog holds: ten times TMDB's, beyond which a benchmark says nothing more. */
export const MAX_GENERATED_FILMS = 10_000_000;
/** The seed when none is given, so two runs without one make the same catalog. */
export const DEFAULT_SEED = 1;

/** A generate command that cannot be run, told in one line. */
export class GenerateOptionsError extends Error {}

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
    throw new GenerateOptionsError(`generate: ${(error instanceof Error ? error.message : String(error)).split("\n")[0]!}`);
  }
  if (values.films === undefined) throw new GenerateOptionsError("generate needs --films N, the number of films (1 to 10,000,000)");
  const films = wholeNumber(values.films.replaceAll("_", ""));
  if (!(films >= 1 && films <= MAX_GENERATED_FILMS)) throw new GenerateOptionsError(`--films must be a whole number from 1 to 10,000,000 (got "${values.films}")`);
  const seed = values.seed === undefined ? DEFAULT_SEED : wholeNumber(values.seed);
  if (!(seed >= 0 && seed <= 0xffffffff)) throw new GenerateOptionsError(`--seed must be a whole number from 0 to 4294967295 (got "${values.seed}")`);
  if (values.out !== undefined && values.out.trim() === "") throw new GenerateOptionsError("--out needs a file name");
  return { films, seed, out: values.out };
}
