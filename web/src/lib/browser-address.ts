/**
 * Whether the browser is at an address now: its current history entry. A link or a search leading
 * there replaces that entry rather than adding one, so a double click or a second Enter leaves one
 * entry and Back leaves the page. The browser's own address is read because the router's rendered
 * one lags behind it while a navigation renders.
 */
export function isBrowserAt(address: string): boolean {
  const { pathname, search, hash } = window.location;
  return address === pathname + search + hash;
}
