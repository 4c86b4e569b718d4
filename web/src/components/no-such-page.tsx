import type { Pagination } from "../tmdb/entities";
import { Link, type LinkAddress } from "./link";

/** What a list's page knows once its load has settled: whether it failed (and how), and how many films it holds. */
export interface ListPageState {
  page: number;
  loading: boolean;
  error: string | null;
  errorStatus: number | null;
  films: number;
  pagination: Pagination;
}

/**
 * The page a list's address is sent back to when the page it names does not exist (its last page,
 * or its first); null when the page exists. A page past a list's last is answered empty, with the list's real number of
 * pages (its last page is then known); a page past the furthest the API serves is refused outright
 * (400), and the list's first page is the way back.
 */
export function wayBackFrom({ page, loading, error, errorStatus, films, pagination }: ListPageState): number | null {
  if (loading || page <= 1) return null;
  // An empty list has no page past its first (TMDB says it has 0 pages).
  const last = Math.max(1, pagination.totalPages);
  if (!error && films === 0 && page > last) return last;
  if (errorStatus === 400) return 1;
  return null;
}

/** Says that a list has no such page, with a link back into it: its last page when known, else its first. */
export function NoSuchPage({ page, wayBack, addressOf }: { page: number; wayBack: number; addressOf: (page: number) => LinkAddress }) {
  return (
    <p className="empty-state">
      There is no page {page} of this list. <Link to={addressOf(wayBack)}>{wayBack > 1 ? `Go to its last page, ${wayBack}` : "Go to its first page"}</Link>
    </p>
  );
}
