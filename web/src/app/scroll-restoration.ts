import { useEffect, useLayoutEffect, useRef } from "react";
import { NavigationType, useLocation, useNavigationType } from "react-router";

/** Where each entry of the visit's history was scrolled to, by React Router's key for it. */
const positions = new Map<string, number>();
/** A page coming back may still be loading its data: it is given this long to grow tall enough. */
const RESTORE_FOR_MS = 1_500;

/** What a link's history state says of scrolling: keep it where it is, or start at the element of an id. */
const scrollingOf = (state: unknown): { keepScroll?: unknown; startAt?: unknown } => (typeof state === "object" && state !== null ? state : {});

/**
 * A new page (a link, a search, the next page of a list) starts at the top; Back and Forward
 * return to where the visitor was on that page. A link that only changes a view within the page
 * (a filter below the fold) says so with `state: { keepScroll: true }` and leaves it where it is;
 * one that moves along a list below other content (Discover's form, which fills a phone's screen)
 * says where the list starts with `state: { startAt: id }`, and the new page starts there. While the app moves between its own pages the
 * browser's restoration is off (it would run before the page's data is back); it is handed back
 * whenever the document is left, so a reload, or Back from another site, is restored by the browser.
 */
export function useScrollRestoration(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  // The entry scroll positions are recorded for: switched as a new page is committed, before it is
  // scrolled, so that scrolling (or the browser clamping a shorter page) is never counted against
  // the page being left. It starts as the page the visitor opened, which is left where it is.
  const current = useRef(location.key);
  const scrolling = scrollingOf(location.state);
  const keepScroll = scrolling.keepScroll === true;
  const startAt = typeof scrolling.startAt === "string" ? scrolling.startAt : undefined;

  useEffect(() => {
    const remember = () => positions.set(current.current, window.scrollY);
    const handBack = () => (history.scrollRestoration = "auto");
    addEventListener("scroll", remember, { passive: true });
    addEventListener("pagehide", handBack);
    return () => {
      removeEventListener("scroll", remember);
      removeEventListener("pagehide", handBack);
      handBack();
    };
  }, []);

  useLayoutEffect(() => {
    if (current.current === location.key) return;
    current.current = location.key;
    history.scrollRestoration = "manual";
    if (navigationType !== NavigationType.Pop && keepScroll) return;
    const start = navigationType !== NavigationType.Pop && startAt ? document.getElementById(startAt) : null;
    if (start) {
      // The list is in place (skeletons until its films arrive), below content already drawn.
      start.scrollIntoView({ block: "start" });
      return;
    }
    const target = navigationType === NavigationType.Pop ? (positions.get(location.key) ?? 0) : 0;
    const until = performance.now() + RESTORE_FOR_MS;
    let request = 0;
    const attempt = () => {
      window.scrollTo(0, target);
      if (Math.abs(window.scrollY - target) > 1 && performance.now() < until) request = requestAnimationFrame(attempt);
    };
    attempt();
    // A visitor who scrolls, or presses a key, meanwhile has taken over.
    const stop = () => cancelAnimationFrame(request);
    addEventListener("wheel", stop, { once: true, passive: true });
    addEventListener("touchstart", stop, { once: true, passive: true });
    addEventListener("keydown", stop, { once: true });
    return () => {
      stop();
      removeEventListener("wheel", stop);
      removeEventListener("touchstart", stop);
      removeEventListener("keydown", stop);
    };
  }, [location.key, navigationType, keepScroll, startAt]);
}
