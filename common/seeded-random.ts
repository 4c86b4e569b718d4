// A seeded generator (mulberry32): the same seed, the same numbers. A failing fuzz run is repeated
// exactly (RELIABILITY_SEED), and generated data (the picks' evaluation, benchmark photographs) is the same on every run.

export interface Random {
  /** A float in [0, 1). */
  next: () => number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  pick<T>(list: readonly T[]): T;
  chance(probability: number): boolean;
  /** `length` characters drawn from `alphabet`. */
  text(length: number, alphabet?: string): string;
}

const LETTERS = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";

/** mulberry32: small, fast and good enough to pick test inputs. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: <T>(list: readonly T[]): T => list[int(0, list.length - 1)]!,
    chance: (probability) => next() < probability,
    text: (length, alphabet = LETTERS) => {
      let out = "";
      for (let i = 0; i < length; i++) out += alphabet[int(0, alphabet.length - 1)]!;
      return out;
    },
  };
}
