import { useEffect, useId, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { initialsFor } from "../../auth/initials";
import { useAuth } from "../../auth/use-auth";
import { useMovieStore } from "../../stores/movie-store";
import { useUiStore } from "../../stores/ui-store";

/** The header's account menu: avatar and name (or email), and 'Sign out', which returns to /sign-in. */
export function UserMenu() {
  const { user, signOut } = useAuth();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent | KeyboardEvent) => {
      if (event instanceof KeyboardEvent ? event.key === "Escape" : !root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("mousedown", close);
    document.addEventListener("keydown", close);
    return () => {
      document.removeEventListener("mousedown", close);
      document.removeEventListener("keydown", close);
    };
  }, [open]);

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
    <div className="user-menu" ref={root}>
      <button type="button" className="user-menu__button" aria-haspopup="menu" aria-expanded={open} aria-controls={menuId} onClick={() => setOpen((v) => !v)}>
        {user.imageUrl ? (
          <img className="user-menu__avatar" src={user.imageUrl} alt="" width={32} height={32} />
        ) : (
          <span className="user-menu__avatar user-menu__avatar--initials" aria-hidden="true">{initialsFor(user.name, user.email)}</span>
        )}
        <span className="user-menu__name">{label}</span>
      </button>
      {open ? (
        <div id={menuId} className="user-menu__panel" role="menu">
          <p className="user-menu__email">{user.email}</p>
          <button type="button" role="menuitem" className="user-menu__item" onClick={onSignOut} disabled={signingOut}>
            Sign out
          </button>
        </div>
      ) : null}
    </div>
  );
}
