import { useEffect, useLayoutEffect, useRef } from "react";
import { NavigationType, useLocation, useNavigationType } from "react-router";

/** Where each entry of the visit's history was scrolled to, by React Router's key for it. */
const positions = new Map<string, number>();
/** A page coming back may still be loading its data: it is given this many frames to grow tall enough. */
const RESTORE_FRAMES = 60;

/**
 * A new page (a link, a search, the next page of a list) starts at the top; Back and Forward
 * return to where the visitor was on that page. The browser's own restoration is turned off: it
 * runs before the page's data is back, and this app changes pages without reloading.
 */
export function useScrollRestoration(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  // The entry scroll positions are recorded for: switched as a new page is committed, before it is
  // scrolled, so that scrolling (or the browser clamping a shorter page) is never counted against
  // the page being left.
  const current = useRef(location.key);
  const firstRender = useRef(true);

  useEffect(() => {
    const remember = () => positions.set(current.current, window.scrollY);
    addEventListener("scroll", remember, { passive: true });
    return () => removeEventListener("scroll", remember);
  }, []);

  useLayoutEffect(() => {
    current.current = location.key;
    // The page the visitor opened or reloaded is left where the browser put it.
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    history.scrollRestoration = "manual";
    const target = navigationType === NavigationType.Pop ? (positions.get(location.key) ?? 0) : 0;
    let frame = 0;
    let request = 0;
    const attempt = () => {
      window.scrollTo(0, target);
      if (Math.abs(window.scrollY - target) > 1 && frame++ < RESTORE_FRAMES) request = requestAnimationFrame(attempt);
    };
    attempt();
    return () => cancelAnimationFrame(request);
  }, [location.key, navigationType]);
}
