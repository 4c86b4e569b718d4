// Latency and size figures shared by the checks.

/** The value below which `p` percent of `values` fall (nearest rank); 0 for no values. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))]!;
}

export function ms(value: number): string {
  return `${value < 10 ? value.toFixed(2) : value.toFixed(1)} ms`;
}

export function mb(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** KB below a megabyte, MB above. */
export function size(bytes: number): string {
  return bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(1)} KB` : mb(bytes);
}

/** "p50 1.20 ms, p99 4.31 ms, max 9.80 ms" for a list of durations. */
export function latencyLine(durations: readonly number[]): string {
  return `p50 ${ms(percentile(durations, 50))}, p99 ${ms(percentile(durations, 99))}, max ${ms(Math.max(0, ...durations))}`;
}

/** Counts per key, printed in descending order ("200×4210, 404×700"). */
export function tally(keys: readonly (string | number)[]): string {
  const counts = new Map<string, number>();
  for (const key of keys) counts.set(String(key), (counts.get(String(key)) ?? 0) + 1);
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .map(([key, count]) => `${key}×${count}`)
    .join(", ");
}
