import { useEffect, useState } from "react";
import { usePageCodeStore } from "./page-code-store";

/** Quicker than this, a page appears before an indicator would be noticed, so none is shown. */
export const SHOW_AFTER_MS = 300;

/**
 * While a page's code is on its way for longer than a moment, a bar across the top of the window,
 * announced as 'Loading page...'. On a navigation the page the visitor left stays in view meanwhile.
 */
export function NavigationProgress() {
  const loading = usePageCodeStore((state) => state.loading > 0);
  const [waitedLong, setWaitedLong] = useState(false);
  useEffect(() => {
    if (!loading) return;
    const timer = setTimeout(() => setWaitedLong(true), SHOW_AFTER_MS);
    return () => {
      clearTimeout(timer);
      setWaitedLong(false);
    };
  }, [loading]);
  // The live region is always there, so screen readers announce the words when they appear.
  const shown = loading && waitedLong;
  return (
    <div className={shown ? "navigation-progress" : undefined} role="status" aria-live="polite">
      {shown ? (
        <>
          <span className="navigation-progress__bar" aria-hidden="true" />
          <span className="visually-hidden">Loading page...</span>
        </>
      ) : null}
    </div>
  );
}
