import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";

/** A page's data may take this long to come; a title it then gets is still its arrival. */
const ANNOUNCE_WITHIN_MS = 5_000;
/** The title of a page that does not (yet) say what it shows: not worth announcing. */
const BARE_TITLE = "MovieApp";

/**
 * Says a new page's title to screen readers when the app moves to another page, as a browser
 * does when it loads one: a list tab, a film, Back. A page's title says what it shows
 * (lib/use-document-title.ts), and it may come once the page's data has; it is said if it comes
 * within a few seconds. A page whose title does not change (the next page of the same list) says
 * nothing here: its page bar tells it. The page the visitor opened is read by the browser itself.
 */
export function PageAnnouncer() {
  const { key } = useLocation();
  const [said, setSaid] = useState("");
  const shownKey = useRef(key);
  const lastTitle = useRef(typeof document === "undefined" ? "" : document.title);

  useEffect(() => {
    if (shownKey.current === key) return;
    shownKey.current = key;
    const until = performance.now() + ANNOUNCE_WITHIN_MS;
    const titleNow = () => {
      const title = document.title;
      if (title === lastTitle.current || title === BARE_TITLE) return;
      lastTitle.current = title;
      setSaid(title);
    };
    // The new page may have set its title already, before this effect (a child's effects run first).
    titleNow();
    const element = document.querySelector("title");
    if (!element) return;
    const observer = new MutationObserver(() => (performance.now() < until ? titleNow() : observer.disconnect()));
    observer.observe(element, { childList: true, characterData: true, subtree: true });
    return () => observer.disconnect();
  }, [key]);

  return (
    <p className="visually-hidden" role="status" data-page-announcer="">
      {said}
    </p>
  );
}
