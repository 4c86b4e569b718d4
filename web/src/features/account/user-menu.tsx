import { useId, useState } from "react";
import { useNavigate } from "react-router";
import { initialsFor } from "../../auth/initials";
import { useAuth } from "../../auth/use-auth";
import { useMenuButton } from "../../components/use-menu-button";
import { useMovieStore } from "../../stores/movie-store";
import { useUiStore } from "../../stores/ui-store";

/**
 * The header's account menu: avatar and name (or email) on a menu button whose menu names the
 * account and offers 'Sign out', which returns to /sign-in. Keyboard and pointer behave as the
 * WAI-ARIA menu button pattern says (useMenuButton).
 */
export function UserMenu() {
  const { user, signOut } = useAuth();
  const navigate = useNavigate();
  const { open, root, button, onKeyDown, onToggle } = useMenuButton();
  const [signingOut, setSigningOut] = useState(false);
  const menuId = useId();

  if (!user) return null;
  const label = user.name || user.email;

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

  return (
    <div className="user-menu" ref={root} onKeyDown={onKeyDown}>
      <button type="button" ref={button} className="user-menu__button" aria-haspopup="menu" aria-expanded={open} aria-controls={menuId} onClick={onToggle}>
        {user.imageUrl ? (
          <img className="user-menu__avatar" src={user.imageUrl} alt="" width={32} height={32} />
        ) : (
          <span className="user-menu__avatar user-menu__avatar--initials" aria-hidden="true">{initialsFor(user.name, user.email)}</span>
        )}
        <span className="user-menu__name">{label}</span>
      </button>
      {open ? (
        // The email is the menu's name: a menu may hold only items, and this says whose menu it is.
        <div className="user-menu__panel">
          <p className="user-menu__email" id={`${menuId}-email`}>{user.email}</p>
          <div id={menuId} role="menu" aria-labelledby={`${menuId}-email`}>
            <button type="button" role="menuitem" tabIndex={-1} className="user-menu__item" onClick={onSignOut} disabled={signingOut}>
              Sign out
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
