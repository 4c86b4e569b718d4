import type { SharedListPage } from "../../../common/named-lists";
import { escapeHtml } from "../http/escape-html";
import { inlineStyle } from "../page-render/inline-stylesheet";

/** What a link that was never made, or whose sharing has stopped, answers: the same, so neither can be told from the other. */
export const NO_SHARED_LIST = "There is no shared list at this address: its owner may have stopped sharing it.";

/**
 * The page a shared list's link opens (`/shared/{token}`), written whole by the server: anyone can
 * read it with no account and no script, and a link preview (Open Graph) finds its title,
 * description and first poster in the HTML. It needs none of the app's code (docs/decisions/058).
 */
const STYLE = `:root{color-scheme:light dark;--bg:#f7f5fb;--fg:#1f1b2e;--muted:#5b5670;--card:#fff;--accent:#6d28d9}
@media (prefers-color-scheme:dark){:root{--bg:#111018;--fg:#ece9f5;--muted:#a9a3b8;--card:#1c1a26;--accent:#c4b5fd}}
*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,sans-serif;background:var(--bg);color:var(--fg)}
header,main{max-width:48rem;margin:0 auto;padding:1rem}header a{color:var(--accent);font-weight:700;text-decoration:none}
h1{margin:.5rem 0;overflow-wrap:anywhere}.by{color:var(--muted);margin:0 0 1rem}.about,.note{white-space:pre-line;overflow-wrap:anywhere}
ol,ul{list-style:none;padding:0;display:grid;gap:.6rem}li{display:flex;gap:.75rem;background:var(--card);border-radius:.75rem;padding:.6rem .8rem}
li img{width:46px;height:69px;border-radius:.35rem;flex:none;object-fit:cover;background:var(--bg)}.rank{font-weight:700;min-width:2ch;text-align:right}
.film{min-width:0;overflow-wrap:anywhere}.film b{font-weight:700}.year,.note{color:var(--muted)}.note{margin:.2rem 0 0}
nav{display:flex;gap:1rem}a{color:var(--accent)}`;

export const SHARED_PAGE_STYLE = inlineStyle(STYLE)!;

/** How a film's poster is addressed: the app's own image host or TMDB's, in the smallest width. */
export interface SharedPageOptions {
  /** The image host's base (`/t/p/` or TMDB's), as the app's pages use it. */
  imageBaseUrl: string;
  /** The page's own absolute address, for the preview's og:url and absolute image addresses. */
  pageUrl: string;
}

const meta = (property: string, content: string) => `<meta property="${property}" content="${escapeHtml(content)}">`;
const films = (count: number) => (count === 1 ? "1 film" : `${count.toLocaleString("en")} films`);
const summary = (text: string, max = 200) => (text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`);

function document(title: string, head: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>${head}${SHARED_PAGE_STYLE.element}</head><body><header><a href="/">MovieApp</a></header><main id="main">${body}</main></body></html>`;
}

/** A shared list's page, or (no such list: never made, or no longer shared) the page that says so. */
export function sharedListHtml(shared: SharedListPage | undefined, { imageBaseUrl, pageUrl }: SharedPageOptions): string {
  if (!shared) return document("List not found · MovieApp", `<meta name="robots" content="noindex">`, `<h1>List not found</h1><p>${escapeHtml(NO_SHARED_LIST)}</p><p><a href="/">Go to MovieApp</a></p>`);
  const poster = (path: string | null, size = "w92") => (path ? new URL(`${imageBaseUrl}${size}${path}`, pageUrl).href : undefined);
  const description = shared.description ? summary(shared.description) : `${films(shared.total_results)}${shared.ranked ? ", ranked" : ""}, by ${shared.owner_name}.`;
  // A preview's picture: the first poster, large enough for the cards link previews draw.
  const firstPoster = shared.results.map((film) => poster(film.poster_path, "w342")).find((address) => address !== undefined);
  const head = [
    `<meta name="description" content="${escapeHtml(description)}">`,
    meta("og:type", "website"),
    meta("og:site_name", "MovieApp"),
    meta("og:title", `${shared.name}, a list by ${shared.owner_name}`),
    meta("og:description", description),
    meta("og:url", pageUrl),
    ...(firstPoster ? [meta("og:image", firstPoster)] : []),
  ].join("");
  const tag = shared.ranked ? "ol" : "ul";
  const items = shared.results
    .map((film) => {
      const image = poster(film.poster_path);
      return `<li>${shared.ranked ? `<span class="rank">${film.position}</span>` : ""}${image ? `<img src="${escapeHtml(image)}" alt="" loading="lazy" width="46" height="69">` : ""}<div class="film"><b>${escapeHtml(film.title)}</b>${film.year ? ` <span class="year">(${escapeHtml(film.year)})</span>` : ""}${film.note ? `<p class="note">${escapeHtml(film.note)}</p>` : ""}</div></li>`;
    })
    .join("");
  const pages =
    shared.total_pages > 1
      ? `<nav aria-label="Pages">${shared.page > 1 ? `<a href="?page=${shared.page - 1}">← Previous</a>` : ""}<span>Page ${shared.page} of ${shared.total_pages}</span>${shared.page < shared.total_pages ? `<a href="?page=${shared.page + 1}">Next →</a>` : ""}</nav>`
      : "";
  const body = `<h1>${escapeHtml(shared.name)}</h1><p class="by">A list by ${escapeHtml(shared.owner_name)} · ${films(shared.total_results)}${shared.ranked ? " · ranked" : ""}</p>${shared.description ? `<p class="about">${escapeHtml(shared.description)}</p>` : ""}${shared.total_results === 0 ? "<p>This list has no films yet.</p>" : shared.results.length === 0 ? `<p>This list has no page ${shared.page}: it has ${shared.total_pages}.</p>` : `<${tag}${shared.ranked && shared.results[0]!.position > 1 ? ` start="${shared.results[0]!.position}"` : ""}>${items}</${tag}>`}${pages}`;
  return document(`${shared.name}, a list by ${shared.owner_name} · MovieApp`, head, body);
}
