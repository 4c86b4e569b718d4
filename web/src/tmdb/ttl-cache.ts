/** Spec §9: lifetimes (movie lists 5 min, details 15 min, genres 1 h); an expired entry is removed when read. */
export const CACHE_TTL_MS = { list: 5 * 60_000, details: 15 * 60_000, genres: 60 * 60_000 } as const;

export const cacheKeys = {
  popular: (page: number) => `popular-movies-page-${page}`,
  search: (query: string, page: number) => `search-${query.toLowerCase()}-page-${page}`,
  genre: (genreId: number, page: number) => `genre-${genreId}-page-${page}`,
  similar: (movieId: number, page: number) => `similar-${movieId}-page-${page}`,
  recommendations: (movieId: number, page: number) => `recommendations-${movieId}-page-${page}`,
  details: (movieId: number) => `movie-${movieId}`,
  genres: () => "genres",
};

export class TtlCache {
  private readonly entries = new Map<string, { value: unknown; expiresAt: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  get<T>(key: string): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value as T;
  }

  set(key: string, value: unknown, ttlMs: number): void {
    this.entries.set(key, { value, expiresAt: this.now() + ttlMs });
  }

  has(key: string): boolean {
    return this.entries.has(key);
  }

  clear(): void {
    this.entries.clear();
  }
}
