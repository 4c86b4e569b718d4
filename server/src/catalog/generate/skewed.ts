import type { Random } from "../../../../common/seeded-random";

/**
 * Draws shaped like a catalog's: most films obscure and a few famous, most people in one or two
 * films and a few in hundreds. All from one seeded source, so a seed gives the same catalog.
 */

/** A normally distributed number (Box–Muller). */
export function normal(random: Random, mean: number, deviation: number): number {
  const u = 1 - random.next();
  const v = random.next();
  return mean + deviation * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}

/** A number whose logarithm is normal: a long tail to the right (popularity, vote counts). */
export function logNormal(random: Random, mu: number, sigma: number): number {
  return Math.exp(normal(random, mu, sigma));
}

/**
 * An index in [0, size) where low indices come far more often: the chance of index i falls as
 * i^-skew (0 < skew < 1), so the first of a million is drawn about a thousand times in ten million
 * draws and most are drawn once or twice. Drawn from the inverse of the continuous distribution.
 */
export function skewedIndex(random: Random, size: number, skew: number): number {
  return Math.min(size - 1, Math.floor(size * random.next() ** (1 / (1 - skew))));
}

/** One of `items`, chosen with the given weights. */
export function weighted<T>(random: Random, items: ReadonlyArray<readonly [T, number]>): T {
  const total = items.reduce((sum, [, weight]) => sum + weight, 0);
  let left = random.next() * total;
  for (const [item, weight] of items) {
    left -= weight;
    if (left < 0) return item;
  }
  return items[items.length - 1]![0];
}

/** A word list drawn with a skew: its first words often, its last rarely. */
export function skewedPick<T>(random: Random, list: readonly T[], skew = 0.6): T {
  return list[skewedIndex(random, list.length, skew)]!;
}
