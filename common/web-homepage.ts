/**
 * A film's homepage as the catalog stores and serves it, and as the web app links to it (TMDB's
 * own answers, in proxy mode, pass through here in the browser): an absolute http: or https: URL,
 * or "" (TMDB's "no homepage"). It is rendered as a link, so anything else (javascript:, data:,
 * a relative path) would be a live link of the catalog file's choosing. The check parses the value
 * as browsers do (WHATWG URL), so "java\nscript:" or " JAVASCRIPT:" are seen for what they are.
 */
export function webHomepage(value: string | null | undefined): string {
  const trimmed = value?.trim() ?? "";
  if (trimmed === "") return "";
  try {
    const { protocol } = new URL(trimmed);
    return protocol === "http:" || protocol === "https:" ? trimmed : "";
  } catch {
    return "";
  }
}
