import type { AnchorHTMLAttributes, MouseEvent } from "react";
import { useHref, useLinkClickHandler, useLocation } from "react-router";

type AnchorProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href">;

export interface AppLinkProps extends AnchorProps {
  /** An app path such as "/movie/238". */
  to: string;
}

/**
 * A link within the app: a real `<a href>` (it opens in a new tab, works before the app's code
 * has run, and is read as a link), which on a plain click moves within the app without reloading.
 * Built on React Router's own `useHref` and `useLinkClickHandler`, which it offers for custom links,
 * rather than its `<Link>`: that component carries prefetching, server-component and
 * view-transition support this app never uses, ~2 KB gzip of the first download
 * (docs/decisions/017).
 */
export function AppLink({ to, onClick, target, ...anchorProps }: AppLinkProps) {
  const href = useHref(to);
  const navigateInApp = useLinkClickHandler<HTMLAnchorElement>(to, { target });
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    // A handler that prevented the default has taken the click over.
    if (!event.defaultPrevented) navigateInApp(event);
  };
  return <a {...anchorProps} href={href} target={target} onClick={handleClick} />;
}

export interface NavAppLinkProps extends AppLinkProps {
  /** Current only at exactly this path, not also below it. */
  end?: boolean;
}

/** An AppLink to a section, marked `aria-current="page"` while the visitor is in that section. */
export function NavAppLink({ to, end = false, ...linkProps }: NavAppLinkProps) {
  const { pathname } = useLocation();
  const current = pathname === to || (!end && pathname.startsWith(to.endsWith("/") ? to : `${to}/`));
  return <AppLink {...linkProps} to={to} aria-current={current ? "page" : undefined} />;
}
