import { lazy, Suspense, useEffect, useId, type ComponentType } from "react";
import { initialsFor } from "../../auth/initials";
import { useAuth } from "../../auth/use-auth";
import { useMenuButton } from "../../components/use-menu-button";
import { listsAvailable } from "../../lists/lists-available";
import { MenuPanelFrame } from "./menu-panel-frame";
import type { UserMenuPanelProps } from "./user-menu-panel";

/**
 * The open menu's code (its lists with their counts) loads when the menu first opens, not with
 * every page: see ./user-menu-panel.tsx; its frame and 'Sign out' are the header's own
 * (./menu-panel-frame.tsx). Focus goes to its items once they are on screen (onItemsShown).
 */
const UserMenuPanel = lazy(() => menuPanelOrSignOut(() => import("./user-menu-panel")));

/** The open menu when its code cannot be loaded (the network failed, or a new version of the app replaced it): 'Sign out' still works. */
function SignOutOnlyPanel({ menuId, email, onShown }: UserMenuPanelProps) {
  // Once, as the menu opens.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => onShown(), []);
  return <MenuPanelFrame menuId={menuId} email={email} />;
}

/** The menu's code, or, if it cannot be loaded, a menu with only 'Sign out': a failed load must not take the whole app to its error page. */
export const menuPanelOrSignOut = (load: () => Promise<{ default: ComponentType<UserMenuPanelProps> }>) => load().catch(() => ({ default: SignOutOnlyPanel }));

/**
 * The header's account menu: avatar and name (or email) on a menu button whose menu names the
 * account, offers its lists with their counts and 'Sign out', which returns to /sign-in. Keyboard
 * and pointer behave as the WAI-ARIA menu button pattern says (useMenuButton).
 */
export function UserMenu() {
  const { user } = useAuth();
  const { open, root, button, onKeyDown, onToggle, onItemsShown } = useMenuButton();
  const menuId = useId();

  if (!user) return null;
  const label = user.name || user.email;

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
        <Suspense fallback={null}>
          <UserMenuPanel menuId={menuId} email={user.email} lists={listsAvailable()} onChoose={onToggle} onShown={onItemsShown} />
        </Suspense>
      ) : null}
    </div>
  );
}
