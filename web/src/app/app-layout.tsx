import { useEffect, useRef } from "react";
import { Outlet, useLocation } from "react-router";
import { Link, NavLink } from "../components/link";
import { useAuth } from "../auth/use-auth";
import { LogoMark } from "../components/logo-mark";
import { useDismiss } from "../components/use-dismiss";
import { UserMenu } from "../features/account/user-menu";
import { useUiStore } from "../stores/ui-store";
import { HeaderSearch } from "./header/header-search";
import { ThemeToggle } from "./header/theme-toggle";
import { ViewModeToggle } from "./header/view-mode-toggle";
import { AddToListHost, closeAddToList } from "../lists/add-to-list-host";
import { PageOutlet } from "./page-outlet";

/**
 * The signed-in frame: a sticky purple header (logo, 'Movies', search, view switch, theme, account)
 * above every protected page. On small screens a menu toggle opens a panel with the search, the nav
 * link, the view switch and the account menu; its open state is ui-store's sidebarOpen. Escape
 * closes it (back to its toggle), and so does a press outside the header.
 */
export function AppLayout() {
  const sidebarOpen = useUiStore((s) => s.sidebarOpen);
  const setSidebarOpen = useUiStore((s) => s.setSidebarOpen);
  const location = useLocation();
  const header = useRef<HTMLElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  useDismiss(sidebarOpen, setSidebarOpen, header, toggle);

  // Going to another page closes the menu and "Add to list…"; a page loaded with the menu open
  // (the setting is kept, with the others, across visits) keeps it open, as the server drew it:
  // closing it at the start would move the page under the person and change it while it hydrates.
  const shownPath = useRef(location.pathname);
  useEffect(() => {
    if (shownPath.current === location.pathname) return;
    shownPath.current = location.pathname;
    setSidebarOpen(false);
    closeAddToList();
  }, [location.pathname, setSidebarOpen]);

  return (
    <>
      <a className="skip-link" href="#main">Skip to content</a>
      <header className="app-header" ref={header}>
        <Link to="/" className="app-header__logo" aria-label="MovieApp">
          <LogoMark /> MovieApp
        </Link>
        <nav className="app-header__nav app-header__wide" aria-label="Main">
          <NavLink to="/" end>
            Movies
          </NavLink>
          <NavLink to="/discover">Discover</NavLink>
        </nav>
        <div className="app-header__wide app-header__search">
          <HeaderSearch id="header-search" />
        </div>
        <div className="app-header__end">
          <div className="app-header__wide">
            <ViewModeToggle />
          </div>
          <ThemeToggle />
          <div className="app-header__wide">
            <UserMenu />
          </div>
          <button
            type="button"
            ref={toggle}
            className="icon-button app-header__menu-toggle"
            aria-label={sidebarOpen ? "Close menu" : "Open menu"}
            aria-expanded={sidebarOpen}
            aria-controls="mobile-menu"
            onClick={() => setSidebarOpen(!sidebarOpen)}
          >
            <span aria-hidden="true">{sidebarOpen ? "✕" : "☰"}</span>
          </button>
        </div>
        {sidebarOpen ? (
          <div id="mobile-menu" className="mobile-menu">
            <HeaderSearch id="mobile-search" onDone={() => setSidebarOpen(false)} />
            <nav className="app-header__nav" aria-label="Main (menu)">
              <NavLink to="/" end>
                Movies
              </NavLink>
              <NavLink to="/discover">Discover</NavLink>
            </nav>
            <ViewModeToggle />
            <UserMenu />
          </div>
        ) : null}
      </header>
      <PageOutlet />
      <AddToListHost />
    </>
  );
}

/** Pages open to everyone (the not-found page): a signed-in visitor sees them in the app's frame, with its header. */
export function OpenPageLayout() {
  const { isSignedIn } = useAuth();
  return isSignedIn ? <AppLayout /> : <Outlet />;
}
