import type { AnchorHTMLAttributes, MouseEvent } from "react";
import { useLocation } from "react-router";
import { useNavigateTo } from "../lib/browser-address";
import { intentHandlers, type IntentEvents } from "../lib/page-on-intent";

/** Where a link leads: a path from the site's root, or other parameters for the page shown ("?page=2"). */
export type LinkAddress = `/${string}` | `?${string}`;

/** An anchor's attributes, less its address and the events that tell intent (the link's own). */
export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href" | IntentEvents> & {
  to: LinkAddress;
  /** Replace the current history entry instead of adding one; by default only a link to the page shown (or being opened) does. */
  replace?: boolean;
  /** History state for the entry the link adds, read with useLocation().state. */
  state?: unknown;
};

/** The address a link leads to from the page at `pathname` ("?" alone: the page without parameters). */
const addressOf = (to: LinkAddress, pathname: string): string => (to === "?" ? pathname : to.startsWith("?") ? pathname + to : to);

/** A click the app handles itself: the main button, no modifier key (those open tabs and windows), no other target. */
function opensHere(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey && (!target || target === "_self");
}

/**
 * The app's links: an `<a href>` that navigates in the app on a plain click (React Router's
 * useNavigate). React Router's own `<Link>` resolves its address against the route's matches twice
 * per link and carries framework-mode prefetching this app does not use; a film's page has two
 * hundred links (its cast and crew), and that work was over a third of the server's render of it
 * (docs/decisions/030). The app's addresses are all absolute or a new query for the page shown,
 * which need no resolving. The lint forbids React Router's Link and NavLink, so every link is this.
 * The page a link leads to loads its code and data on a person's intent (lib/page-on-intent.ts).
 */
export function Link({ to, replace, state, onClick, target, ...anchor }: LinkProps) {
  const { pathname } = useLocation();
  const navigateTo = useNavigateTo();
  const href = addressOf(to, pathname);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !opensHere(event, target)) return;
    event.preventDefault();
    navigateTo(href, { replace, state });
  };
  return <a {...anchor} href={href} target={target} onClick={handleClick} {...intentHandlers(href)} />;
}

/**
 * A link that says when it leads to the page shown (`aria-current="page"`): on its address, or
 * below it unless `end` is set ("/discover" is current on "/discover/x", not on "/discovery").
 */
export function NavLink({ end = false, ...link }: LinkProps & { end?: boolean }) {
  const shown = useLocation().pathname;
  const path = addressOf(link.to, shown).split(/[?#]/)[0] ?? "";
  const current = shown === path || (!end && shown.startsWith(path.endsWith("/") ? path : `${path}/`));
  return <Link {...link} aria-current={current ? "page" : undefined} />;
}
