import type { PersistedUi } from "./ui-settings";

/**
 * A copy of the saved interface settings in a cookie (docs/decisions/016), so the server renders a
 * page's first view the way the visitor left it: dark theme, list view, a stored search on the
 * home page. Local storage under "ui-store" stays the source of truth; the cookie only
 * follows it, and a missing or unreadable one means the server renders the defaults.
 */
export const UI_COOKIE = "movieapp-ui";
/** Cookies are sent with every request: a longer stored search is not copied (the browser applies it). */
const MAX_VALUE_LENGTH = 600;
const ONE_YEAR_S = 365 * 24 * 60 * 60;
const UI_COOKIE_IN_HEADER = new RegExp(`(?:^|;\\s*)${UI_COOKIE}=([^;]*)`);

/** The cookie's value for these settings; null when they are too long to send with every request. */
export function uiCookieValue(ui: PersistedUi): string | null {
  const value = encodeURIComponent(JSON.stringify({ v: ui.viewMode, t: ui.theme, s: ui.sidebarOpen, q: ui.searchQuery }));
  return value.length <= MAX_VALUE_LENGTH ? value : null;
}

/** The settings in a Cookie header, or null when there are none or they are not settings we wrote. */
export function readUiCookie(cookieHeader: string | undefined): PersistedUi | null {
  const raw = cookieHeader?.match(UI_COOKIE_IN_HEADER)?.[1];
  if (!raw || raw.length > MAX_VALUE_LENGTH) return null;
  try {
    const parsed: unknown = JSON.parse(decodeURIComponent(raw));
    if (typeof parsed !== "object" || parsed === null) return null;
    const { v, t, s, q } = parsed as Record<string, unknown>;
    if ((v !== "grid" && v !== "list") || (t !== "light" && t !== "dark") || typeof s !== "boolean" || typeof q !== "string") return null;
    return { viewMode: v, theme: t, sidebarOpen: s, searchQuery: q };
  } catch {
    return null;
  }
}

/** Writes the cookie with this value, or removes it (null). */
export function writeUiCookie(value: string | null): void {
  const secure = location.protocol === "https:" ? "; Secure" : "";
  document.cookie = value === null ? `${UI_COOKIE}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Lax${secure}` : `${UI_COOKIE}=${value}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax${secure}`;
}
