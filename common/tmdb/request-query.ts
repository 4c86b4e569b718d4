/**
 * The query string of every request the web app sends to the TMDB-shaped API: `api_key` and
 * `language=en-US` first, then the endpoint's parameters in order. Shared with the server, whose
 * first-load preloads are only used by the browser when their URL matches exactly.
 */
export function tmdbQuery(apiKey: string, params: Readonly<Record<string, string | number | boolean>> = {}): URLSearchParams {
  const query = new URLSearchParams({ api_key: apiKey, language: "en-US" });
  for (const [key, value] of Object.entries(params)) query.set(key, String(value));
  return query;
}
