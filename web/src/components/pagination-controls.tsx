import { useLayoutEffect, useRef, useState, type FormEvent } from "react";
import { NavigationType, useLocation, useNavigationType, useSearchParams } from "react-router";
import { pageParam, withPage } from "../lib/page-params";
import { intentHandlers } from "../lib/page-on-intent";
import type { Pagination } from "../tmdb/entities";
import "./pagination-controls.css";

/** One place in the page bar: a page's number, or a gap ("…") standing for two or more pages left out. */
export type PageBarItem = { page: number; onPhones: boolean } | { gap: true; onWideScreens: boolean };

/**
 * The pages a bar shows: the first, the last, and `around` either side of the current one. A gap
 * that would stand for a single page shows that page instead: it takes the same room, and "…"
 * should never hide one number.
 */
function pagesShown(current: number, total: number, around: number): number[] {
  const wanted = new Set([1, total]);
  for (let page = current - around; page <= current + around; page++) wanted.add(page);
  const pages = [...wanted].filter((page) => page >= 1 && page <= total).sort((a, b) => a - b);
  return pages.flatMap((page, i) => (i > 0 && page - pages[i - 1]! === 2 ? [page - 1, page] : [page]));
}

/**
 * The page bar's places, in order, for wide screens and phones at once: wide screens show two pages
 * either side of the current one, phones one (so Previous, the pages and Next fit on one line of a
 * 320 px screen). A phone's pages are a part of the wide screen's, so each number is drawn once and
 * hidden on phones when they leave it out; a gap of the phone's own (where the wide screen shows
 * pages instead) is hidden on wide screens.
 */
export function pageBarItems(current: number, total: number): PageBarItem[] {
  const wide = pagesShown(current, total, 2);
  const phone = pagesShown(current, total, 1);
  const items: PageBarItem[] = wide.flatMap((page, i) => {
    const shown: PageBarItem = { page, onPhones: phone.includes(page) };
    return i > 0 && page - wide[i - 1]! > 1 ? [{ gap: true, onWideScreens: true }, shown] : [shown];
  });
  // Where a phone skips pages that the wide screen shows, without a gap of the wide screen's among
  // them, the phone gets a gap of its own just after the last page it shows.
  phone.forEach((page, i) => {
    const next = phone[i + 1];
    if (next === undefined || next - page === 1) return;
    const from = items.findIndex((item) => "page" in item && item.page === page);
    const to = items.findIndex((item) => "page" in item && item.page === next);
    if (!items.slice(from, to).some((item) => "gap" in item)) items.splice(from + 1, 0, { gap: true, onWideScreens: false });
  });
  return items;
}

/** The id a page gives the list its page bar pages through (the films' `<ul>`, focusable by script: tabIndex -1). */
export const PAGED_LIST_ID = "paged-list";

/** What a history entry reached through a page bar carries in its state: its list gets the focus once shown. */
const FOCUS_LIST = "focusList";
/** The history entry whose list was given the focus last: a bar drawn again for it (a list of yours redraws its bar) does not give it twice. */
let focusedFor = "";

/**
 * Previous, next, page numbers around the current one, and a jump to any page. A page is the
 * address shown with its ?page= changed (page 1 has none); the buttons get it ready on intent.
 * `startAt`: the id of where the list starts, when other content comes before it; the new page
 * starts there rather than at the top (app/scroll-restoration.ts).
 *
 * Once the page chosen here is shown, the focus moves to its list (PAGED_LIST_ID) and "Page 2 of
 * 62" is announced: the bar is at the foot of a page that has moved to its top, and on the last
 * page the pressed Next is disabled, which would drop the focus to the document. Tab then goes on
 * to the page's first film. The wish travels with the history entry (its state), so it outlives a
 * bar redrawn while the page loads; Back and Forward leave the focus to app/focus-restoration.ts.
 */
export function PaginationControls({ pagination, startAt }: { pagination: Pagination; startAt?: string }) {
  const { currentPage, totalPages, hasNextPage, hasPreviousPage } = pagination;
  const [jump, setJump] = useState("");
  const location = useLocation();
  const navigationType = useNavigationType();
  const [params, setParams] = useSearchParams();
  const bar = useRef<HTMLElement>(null);
  const state: unknown = location.state;
  const reachedByBar = navigationType !== NavigationType.Pop && typeof state === "object" && state !== null && FOCUS_LIST in state;
  // This entry was reached through a page bar, and the page its address names is the one shown.
  const arrived = reachedByBar && currentPage === pageParam(params);
  // Once the page has been drawn: focusing it before would lay the page out once more, ahead of its
  // first paint. Not if the visitor has put the focus elsewhere meanwhile (the header's search).
  // Scheduled from a layout effect so that leaving this entry (Back pressed the moment the page
  // came) cancels it within the same commit: a passive effect's cleanup can come after the frame,
  // and the focus Back gave back to "Next" would be taken to the list.
  useLayoutEffect(() => {
    if (!arrived || focusedFor === location.key) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        const active = document.activeElement;
        if (active !== null && active !== document.body && !bar.current?.contains(active)) return;
        focusedFor = location.key;
        document.getElementById(PAGED_LIST_ID)?.focus({ preventScroll: true });
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [arrived, location.key]);
  if (totalPages <= 1) return null;
  const onGoTo = (page: number) => setParams(withPage(params, page), { state: { [FOCUS_LIST]: true, ...(startAt ? { startAt } : {}) } });
  // A disabled button still gets pointer events: it tells no intent (there is no page there to get ready).
  const pageButton = (page: number, enabled = true) => ({ ...(enabled ? intentHandlers(`${location.pathname}?${withPage(params, page)}`) : {}), onClick: () => onGoTo(page) });
  const onJump = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const page = Number(jump);
    if (Number.isInteger(page) && page >= 1 && page <= totalPages) onGoTo(page);
    setJump("");
  };
  return (
    <nav ref={bar} className="pagination" aria-label="Pages">
      <button type="button" className="pagination__step" {...pageButton(currentPage - 1, hasPreviousPage)} disabled={!hasPreviousPage}>
        ←<span className="pagination__word"> Previous</span>
      </button>
      <ol className="pagination__pages">
        {pageBarItems(currentPage, totalPages).map((item, i) =>
          "gap" in item ? (
            <li key={`gap-${i}`} className={item.onWideScreens ? undefined : "pagination__phone-only"} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item.page} className={item.onPhones ? undefined : "pagination__wide-only"}>
              <button type="button" aria-current={item.page === currentPage ? "page" : undefined} aria-label={`Page ${item.page}`} {...pageButton(item.page)}>
                {item.page}
              </button>
            </li>
          ),
        )}
      </ol>
      <button type="button" className="pagination__step" {...pageButton(currentPage + 1, hasNextPage)} disabled={!hasNextPage}>
        <span className="pagination__word">Next </span>→
      </button>
      <p className="visually-hidden" role="status">
        {arrived ? `Page ${currentPage} of ${totalPages}` : ""}
      </p>
      <form className="pagination__jump" onSubmit={onJump}>
        <label htmlFor="page-jump">Go to page</label>
        <input id="page-jump" type="number" min={1} max={totalPages} inputMode="numeric" value={jump} onChange={(e) => setJump(e.target.value)} />
        <button type="submit">Go</button>
      </form>
    </nav>
  );
}
