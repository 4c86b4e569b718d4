import { useEffect, useState } from "react";
import { Link } from "../../components/link";
import { LIST_LABELS, LIST_NAMES, type ListsSummary } from "../../../../common/lists";
import { groupDigits } from "../../lib/group-digits";
import { movieApi } from "../../tmdb/movie-api";
import { runtimeConfig } from "../../lib/runtime-config";
import { MenuPanelFrame } from "./menu-panel-frame";

export interface UserMenuPanelProps {
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
 * many films it holds (read afresh each time the menu opens; not when the server keeps no lists
 * for this sign-in: lists/lists-available.ts), the page to import and export them, the account's
 * page, and 'Sign out'.
 */
export default function UserMenuPanel({ menuId, email, lists, onChoose, onShown }: UserMenuPanelProps) {
  const [summary, setSummary] = useState<ListsSummary | null>(null);
  useEffect(() => {
    onShown();
    // Read through the app's service (not cached: counts change with every list change).
    if (lists) movieApi().getListsSummary().then(setSummary, () => undefined);
    // Once, as the menu opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <MenuPanelFrame menuId={menuId} email={email}>
      {lists ? (
        <>
          {LIST_NAMES.map((list) => (
            <Link key={list} role="menuitem" tabIndex={-1} className="user-menu__item user-menu__list" to={`/lists/${list}`} onClick={onChoose}>
              {LIST_LABELS[list]} <span className="user-menu__count">{summary ? groupDigits(summary[list]) : ""}</span>
            </Link>
          ))}
          <Link role="menuitem" tabIndex={-1} className="user-menu__item" to="/diary" onClick={onChoose}>
            Diary
          </Link>
          <Link role="menuitem" tabIndex={-1} className="user-menu__item" to="/stats" onClick={onChoose}>
            Statistics
          </Link>
          <Link role="menuitem" tabIndex={-1} className="user-menu__item" to="/for-you" onClick={onChoose}>
            Picks for you
          </Link>
          <Link role="menuitem" tabIndex={-1} className="user-menu__item" to="/calendar" onClick={onChoose}>
            Release calendar
          </Link>
          <Link role="menuitem" tabIndex={-1} className="user-menu__item" to="/lists" onClick={onChoose}>
            Import and export
          </Link>
        </>
      ) : null}
      {/* With Clerk, Clerk keeps the account (./account-page.tsx). */}
      {runtimeConfig().clerkPublishableKey ? null : (
        <Link role="menuitem" tabIndex={-1} className="user-menu__item" to="/account" onClick={onChoose}>
          Account
        </Link>
      )}
    </MenuPanelFrame>
  );
}
