import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

const STYLESHEET_LINK = /<link rel="stylesheet"(?: crossorigin)? href="(\/assets\/[\w.-]+\.css)">/g;

/** A stylesheet as a <style> element, with the Content-Security-Policy hash that lets exactly it apply. */
export interface InlineStyle {
  element: string;
  hash: string;
}

/** The sheet as an element, or undefined when its text could end the element early. */
export function inlineStyle(css: string): InlineStyle | undefined {
  if (/<\/style/i.test(css)) return undefined;
  return { element: `<style>${css}</style>`, hash: `'sha256-${createHash("sha256").update(css).digest("base64")}'` };
}

/**
 * Marks a sheet as already in the page. Vite's module loader, before adding a stylesheet a page's
 * code needs, looks for a `<link rel="stylesheet">` with its address in the document (how a page
 * rendered by a server says what it already has). A link whose `type` is not a styling language
 * browsers know is never fetched (HTML: "obtaining a resource" for rel=stylesheet), so this tells
 * the loader the sheet is here without a request (docs/decisions/043).
 */
const inlinedSheetMark = (href: string) => `<link rel="stylesheet" type="text/x-inlined" href="${href}">`;

const readSheet = (webRoot: string, href: string) => {
  const file = join(webRoot, href);
  return existsSync(file) ? readFileSync(file, "utf8") : undefined;
};

/**
 * Puts the app's own stylesheet (the shell's: header, menus, what every page shares) into the shell
 * itself, with its mark: the page can paint as soon as its HTML has arrived, one round trip sooner
 * than with a <link>. The Content-Security-Policy allows exactly these sheets by their SHA-256 hashes, so inline
 * styles in general stay forbidden.
 */
export function inlineStylesheets(html: string, webRoot: string): { html: string; hashes: string[] } {
  const hashes: string[] = [];
  const inlined = html.replace(STYLESHEET_LINK, (link, href: string) => {
    const css = readSheet(webRoot, href);
    const style = css === undefined ? undefined : inlineStyle(css);
    if (!style) return link;
    hashes.push(style.hash);
    return style.element + inlinedSheetMark(href);
  });
  return { html: inlined, hashes };
}

/** A page's own stylesheets for its first view: inline with their hash, or else as links (no hash needed). */
export interface PageStyle {
  element: string;
  hash: string | undefined;
}


/**
 * A page's own stylesheets (docs/decisions/040), joined in their order into one element for its
 * server-rendered first view: each page carries the rules it uses, not every page's; with a mark for
 * each, so that the page's code, once it runs, does not fetch them again. Undefined when the page has
 * none. Sheets that cannot be read or inlined are linked instead, so the page still paints styled,
 * one round trip later.
 */
export function pageStylesheet(webRoot: string, hrefs: readonly string[]): PageStyle | undefined {
  if (hrefs.length === 0) return undefined;
  const sheets = hrefs.map((href) => readSheet(webRoot, href));
  const inline = sheets.every((css) => css !== undefined) ? inlineStyle(sheets.join("\n")) : undefined;
  if (inline) return { element: inline.element + hrefs.map(inlinedSheetMark).join(""), hash: inline.hash };
  return { element: hrefs.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`).join(""), hash: undefined };
}
