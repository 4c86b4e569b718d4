import { Link, NavLink, Outlet } from "react-router";
import { UserMenu } from "../features/account/user-menu";

/** The signed-in frame: the sticky purple header above every protected page. */
export function AppLayout() {
  return (
    <>
      <a className="skip-link" href="#main">Skip to content</a>
      <header className="app-header">
        <Link to="/" className="app-header__logo" aria-label="MovieApp">
          MovieApp
        </Link>
        <nav className="app-header__nav" aria-label="Main">
          <NavLink to="/" end>
            Movies
          </NavLink>
        </nav>
        <div className="app-header__end">
          <UserMenu />
        </div>
      </header>
      <Outlet />
    </>
  );
}
