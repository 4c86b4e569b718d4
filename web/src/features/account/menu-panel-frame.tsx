import { useState, type ReactNode } from "react";
import { useNavigate } from "react-router";
import { leaveAccount } from "../../auth/leave-account";
import { useAuth } from "../../auth/use-auth";

/**
 * The open account menu's frame: named by the account's email (a menu may hold only items, and
 * this says whose menu it is), its items, and last 'Sign out', which returns to /sign-in. Part of
 * the header's own code, so 'Sign out' works even when the rest of the menu's code cannot be
 * loaded (./user-menu.tsx).
 */
export function MenuPanelFrame({ menuId, email, children }: { menuId: string; email: string; children?: ReactNode }) {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);

  const onSignOut = () => {
    setSigningOut(true);
    void leaveAccount(signOut, navigate);
  };

  return (
    <div className="user-menu__panel">
      <p className="user-menu__email" id={`${menuId}-email`}>{email}</p>
      <div id={menuId} role="menu" aria-labelledby={`${menuId}-email`}>
        {children}
        <button type="button" role="menuitem" tabIndex={-1} className="user-menu__item" onClick={onSignOut} disabled={signingOut}>
          Sign out
        </button>
      </div>
    </div>
  );
}
