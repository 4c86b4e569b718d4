import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { Link } from "../../components/link";
import { LIST_LABELS, LIST_NAMES, type ListsSummary } from "../../../../common/lists";
import { useAuth } from "../../auth/use-auth";
import { groupDigits } from "../../lib/group-digits";
import { movieApi } from "../../tmdb/movie-api";
import { useMovieStore } from "../../stores/movie-store";
import { useUiStore } from "../../stores/ui-store";

interface Props {
  menuId: string;
  email: string;
  /** Whether the account has lists here (lists/lists-available.ts). */
  lists: boolean;
  /** Closes the menu (a list was chosen). */
  onChoose: () => void;
  /** The items are on screen: focus goes to the one the menu opened on. */
  onShown: () => void;
}

/**
 * The open account menu (./user-menu.tsx): named by the account's email, then each list with how
 * many films it holds (read afresh each time the menu opens; not with Clerk, whose sessions the
 * lists cannot read), the page to import and export them, and 'Sign out'.
 */
export default function UserMenuPanel({ menuId, email, lists, onChoose, onShown }: Props) {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);
  const [summary, setSummary] = useState<ListsSummary | null>(null);
  useEffect(() => {
    onShown();
    // Read through the app's service (not cached: counts change with every list change).
    if (lists) movieApi().getListsSummary().then(setSummary, () => undefined);
    // Once, as the menu opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onSignOut = () => {
    setSigningOut(true);
    signOut()
      .catch(() => undefined)
      .finally(() => {
        // What this browser kept of the account's browsing (its last search, its results, the film
        // it last opened) is not left for whoever uses the browser next.
        useUiStore.getState().setSearchQuery("");
        useMovieStore.getState().clearSearch();
        useMovieStore.setState({ selectedMovie: null });
        void navigate("/sign-in", { replace: true });
      });
  };

  // The email is the menu's name: a menu may hold only items, and this says whose menu it is.
  return (
    <div className="user-menu__panel">
      <p className="user-menu__email" id={`${menuId}-email`}>{email}</p>
      <div id={menuId} role="menu" aria-labelledby={`${menuId}-email`}>
        {lists ? (
          <>
            {LIST_NAMES.map((list) => (
              <Link key={list} role="menuitem" tabIndex={-1} className="user-menu__item user-menu__list" to={`/lists/${list}`} onClick={onChoose}>
                {LIST_LABELS[list]} <span className="user-menu__count">{summary ? groupDigits(summary[list]) : ""}</span>
              </Link>
            ))}
            <Link role="menuitem" tabIndex={-1} className="user-menu__item" to="/lists" onClick={onChoose}>
              Import and export
            </Link>
          </>
        ) : null}
        <button type="button" role="menuitem" tabIndex={-1} className="user-menu__item" onClick={onSignOut} disabled={signingOut}>
          Sign out
        </button>
      </div>
    </div>
  );
}
