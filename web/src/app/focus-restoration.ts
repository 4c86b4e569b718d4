import { useEffect, useLayoutEffect, useRef } from "react";
import { NavigationType, useLocation, useNavigationType } from "react-router";

/**
 * A link or button named the way it can be found again on a page drawn afresh: its address or its
 * words, whether it is in the page's main part (counted apart from the header, whose phone menu
 * comes and goes), and which of the alike ones there it was.
 */
interface Control {
  kind: "a" | "button";
  name: string;
  inMain: boolean;
  nth: number;
}

/** The control each entry of the visit's history was left by, by React Router's key for the entry. */
const leftBy = new Map<string, Control>();
/** The entries remembered at most (the latest): Back rarely goes further in one visit. */
const REMEMBERED_AT_MOST = 50;
/** A page coming back may still be loading its data: its control is looked for this long. */
const LOOK_FOR_MS = 1_500;

const nameOf = (element: Element) => (element instanceof HTMLAnchorElement ? (element.getAttribute("href") ?? "") : (element.textContent ?? "").trim());
function alike(kind: Control["kind"], name: string, inMain: boolean): Element[] {
  const main = document.querySelector("main");
  const within = [...document.querySelectorAll(kind === "a" ? "a[href]" : "button")].filter((element) => (main?.contains(element) ?? false) === inMain);
  return within.filter((element) => nameOf(element) === name);
}

function controlOf(target: EventTarget | null): Control | null {
  const element = target instanceof Element ? target.closest("a[href], button") : null;
  if (!element) return null;
  const kind = element instanceof HTMLAnchorElement ? "a" : "button";
  const name = nameOf(element);
  const inMain = document.querySelector("main")?.contains(element) ?? false;
  return { kind, name, inMain, nth: alike(kind, name, inMain).indexOf(element) };
}

/**
 * Back and Forward give the focus back to the link or button the page was left by (a film's card,
 * "Next"), as a browser does for the pages it keeps, so a keyboard or screen-reader user carries on
 * from their place in a grid instead of the page's top. Only while nobody has put the focus
 * elsewhere meanwhile, and without scrolling: where the page is scrolled to is
 * ./scroll-restoration.ts's to say.
 */
export function useFocusRestoration(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  // The entry a press is recorded for: switched as a new page is committed.
  const current = useRef(location.key);

  useEffect(() => {
    const onPress = (event: MouseEvent) => {
      const control = controlOf(event.target);
      if (!control) return;
      leftBy.delete(current.current);
      leftBy.set(current.current, control);
      if (leftBy.size > REMEMBERED_AT_MOST) leftBy.delete(leftBy.keys().next().value!);
    };
    // A capturing click: it comes before the press leads elsewhere; Enter on a link or button fires it too.
    document.addEventListener("click", onPress, { capture: true });
    return () => document.removeEventListener("click", onPress, { capture: true });
  }, []);

  useLayoutEffect(() => {
    if (current.current === location.key) return;
    current.current = location.key;
    const control = navigationType === NavigationType.Pop ? leftBy.get(location.key) : undefined;
    if (!control) return;
    const until = performance.now() + LOOK_FOR_MS;
    let request = 0;
    const attempt = () => {
      const active = document.activeElement;
      const element = alike(control.kind, control.name, control.inMain)[control.nth];
      // Still on the control (Back pressed before the page it led to had taken the focus): done.
      if (active === element) return;
      // The focus on a place only the app can focus (tabIndex -1: a list a page bar took it to, a
      // heading) is no one's doing; elsewhere the person has put it, and it stays.
      if (active instanceof HTMLElement && active !== document.body && active.tabIndex >= 0) return;
      if (element instanceof HTMLElement) element.focus({ preventScroll: true });
      else if (performance.now() < until) request = requestAnimationFrame(attempt);
    };
    attempt();
    return () => cancelAnimationFrame(request);
  }, [location.key, navigationType]);
}
