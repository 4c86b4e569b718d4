/** How long answers are kept: movie lists 5 minutes, details 15 minutes, genres 1 hour. An expired entry is removed when read. */
export const CACHE_TTL_MS = { list: 5 * 60_000, details: 15 * 60_000, genres: 60 * 60_000 } as const;

/** The keys answers are kept under: popular-movies-page-{page}, search-{lowercased query}-page-{page}, genre-{id}-page-{page}, similar-{id}-page-{page}, recommendations-{id}-page-{page}, and so on. */
export const cacheKeys = {
  popular: (page: number) => `popular-movies-page-${page}`,
  list: (list: string, page: number) => `${list}-page-${page}`,
  listOfGenre: (list: string, genreId: number, page: number) => `${list}-genre-${genreId}-page-${page}`,
  discover: (query: string, page: number) => `discover-${query}-page-${page}`,
  collection: (id: number) => `collection-${id}`,
  multi: (query: string) => `multi-${query.toLowerCase()}`,
  search: (query: string, page: number) => `search-${query.toLowerCase()}-page-${page}`,
  genre: (genreId: number, page: number) => `genre-${genreId}-page-${page}`,
  similar: (movieId: number, page: number) => `similar-${movieId}-page-${page}`,
  recommendations: (movieId: number, page: number) => `recommendations-${movieId}-page-${page}`,
  details: (movieId: number) => `movie-${movieId}`,
  credits: (movieId: number) => `credits-${movieId}`,
  genres: () => "genres",
  person: (personId: number) => `person-${personId}`,
  oftenWith: (personId: number) => `often-with-${personId}`,
  searchPeople: (query: string, page = 1) => `search-people-${query.toLowerCase()}-page-${page}`,
};

/** One kept answer, with the time it has left. */
export interface CacheEntry {
  key: string;
  value: unknown;
  ttlMs: number;
}

/**
 * How many answers a cache keeps at most; past that the one set longest ago is forgotten. A tab
 * open for hours, fetching ahead for every film a pointer rests on, would otherwise keep every
 * answer it never read again (an expired one goes only when read).
 */
export const KEPT_AT_MOST = 300;

export class TtlCache {
  private readonly kept = new Map<string, { value: unknown; expiresAt: number }>();

  constructor(
    private readonly now: () => number = Date.now,
    private readonly atMost = KEPT_AT_MOST,
  ) {}

  get<T>(key: string): T | undefined {
    const entry = this.kept.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.kept.delete(key);
      return undefined;
    }
    return entry.value as T;
  }

  set(key: string, value: unknown, ttlMs: number): void {
    // Set anew, so the map's order is the order answers were set in.
    this.kept.delete(key);
    this.kept.set(key, { value, expiresAt: this.now() + ttlMs });
    if (this.kept.size > this.atMost) this.kept.delete(this.kept.keys().next().value!);
  }

  /** What the cache holds, with the time each entry has left: a server render hands its answers to the browser this way. */
  entries(): CacheEntry[] {
    const now = this.now();
    return [...this.kept.entries()].filter(([, entry]) => entry.expiresAt > now).map(([key, entry]) => ({ key, value: entry.value, ttlMs: entry.expiresAt - now }));
  }

  /** Takes in entries another cache handed over (see entries()). */
  seed(entries: readonly CacheEntry[]): void {
    for (const { key, value, ttlMs } of entries) this.set(key, value, ttlMs);
  }

  has(key: string): boolean {
    return this.kept.has(key);
  }

  clear(): void {
    this.kept.clear();
  }
}
