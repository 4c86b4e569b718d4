import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";

/** A page's data may take this long to come; a title it gets later is not announced. */
const ANNOUNCE_WITHIN_MS = 5_000;
/** A title is said once it has stood this long: one that changes again at once (a genre's name arriving) was not yet the page's. */
const SETTLED_AFTER_MS = 400;
/** The title of a page that does not (yet) say what it shows: not worth announcing. */
const BARE_TITLE = "MovieApp";

/**
 * Says a new page's title to screen readers when the app moves to another page, as a browser
 * does when it loads one: a list tab, a film, Back. A page's title says what it shows
 * (lib/use-document-title.ts) and may come once the page's data has; it is said once it has
 * settled, if that is within a few seconds. A page whose settled title is the one before (the next
 * page of the same list) says nothing here: its page bar tells it. The page the visitor opened is
 * read by the browser itself.
 */
export function PageAnnouncer() {
  const { key } = useLocation();
  const [said, setSaid] = useState("");
  const shownKey = useRef(key);
  // The title the last page settled on, said or not: Back from a page that never got a title of its own still says the page it returns to.
  const settledTitle = useRef<string | null>(null);

  useEffect(() => {
    settledTitle.current ??= document.title;
    if (shownKey.current === key) return;
    shownKey.current = key;
    const until = performance.now() + ANNOUNCE_WITHIN_MS;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // This effect may run before the new page sets its title (it is drawn after this component):
    // each change of the title starts the wait again.
    const waitForTitle = () => {
      clearTimeout(timer);
      if (performance.now() > until) return;
      timer = setTimeout(() => {
        const title = document.title;
        if (title === settledTitle.current) return;
        settledTitle.current = title;
        if (title !== BARE_TITLE) setSaid(title);
      }, SETTLED_AFTER_MS);
    };
    waitForTitle();
    const element = document.querySelector("title");
    const observer = element ? new MutationObserver(waitForTitle) : null;
    observer?.observe(element!, { childList: true, characterData: true, subtree: true });
    return () => {
      clearTimeout(timer);
      observer?.disconnect();
    };
  }, [key]);

  return (
    <p className="visually-hidden" role="status" data-page-announcer="">
      {said}
    </p>
  );
}
