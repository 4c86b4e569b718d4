import { useEffect, useRef, useState, type RefObject } from "react";

/**
 * How far ahead of the screen a waiting picture starts to load: a quarter of the screen's height
 * below (and above) it, and a quarter of its width to each side. The browser's own lazy loading starts 1,250 to 2,500 pixels ahead, which on a
 * phone is two or three screens of pictures that a visitor who does not scroll never sees, each a
 * request and, with TMDB's photographs, 10 to 40 kB taken from the ones on screen
 * (docs/decisions/043).
 */
const AHEAD = "25%";
/** In a row that scrolls sideways, the next card (a row's cards are 9rem wide, with 1rem between). */
const ROW_AHEAD = "0px 160px";

/** Elements waiting to come near the screen, each with what to do then. One observer serves them all. */
const waiting = new Map<Element, () => void>();
let observer: IntersectionObserver | undefined;

function stopWatching(element: Element) {
  waiting.delete(element);
  observer?.unobserve(element);
}

function watch(element: Element, onNear: () => void): () => void {
  // Where the browser cannot tell, every picture counts as near.
  if (typeof IntersectionObserver === "undefined") {
    onNear();
    return () => undefined;
  }
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        waiting.get(entry.target)?.();
        stopWatching(entry.target);
      }
    },
    // `scrollMargin` does for rows that scroll sideways what `rootMargin` does for the screen: the
    // next card of a row counts as near (browsers without it load it as it comes into view). Only
    // sideways: the page itself scrolls too, and a margin down it would add to the screen's.
    { rootMargin: AHEAD, scrollMargin: ROW_AHEAD } as IntersectionObserverInit,
  );
  waiting.set(element, onNear);
  observer.observe(element);
  return () => stopWatching(element);
}

/**
 * Whether the element given the ref has come near the screen, once the page runs: false until
 * then (as when the server renders it), and true for good from then on. `wait` false: true at once,
 * and for good.
 */
export function useNearScreen<T extends Element>(wait: boolean): [RefObject<T>, boolean] {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(!wait);
  // Once shown, for good: an element told to wait after it was shown (a card moved down a list)
  // keeps what it shows.
  if (!wait && !near) setNear(true);
  useEffect(() => {
    const element = ref.current;
    if (near || !wait || !element) return;
    return watch(element, () => setNear(true));
  }, [near, wait]);
  return [ref, near];
}
