import { useLocation, useNavigate } from "react-router";

/**
 * Whether the browser is at an address now: its current history entry. Read from the browser
 * because the router's rendered address lags behind it while a navigation renders.
 */
export function isBrowserAt(address: string): boolean {
  const { pathname, search, hash } = window.location;
  return address === pathname + search + hash;
}

/**
 * The app's way to move to an address (links, searches): React Router's navigate, except that a
 * move to the address shown, or to the one being opened, replaces that history entry by default
 * rather than adding another. So a double click or a second Enter leaves one entry, and Back
 * leaves the page.
 */
export function useNavigateTo(): (address: string, options?: { replace?: boolean; state?: unknown }) => void {
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  return (address, { replace, state } = {}) => void navigate(address, { replace: replace ?? (address === pathname + search + hash || isBrowserAt(address)), state });
}
