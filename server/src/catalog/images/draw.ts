import { paletteFor } from "./genre-palette";
import { escapeXml, hashOf, initialsOf, wrapWords } from "./svg-text";

/**
 * The images the offline catalog shows in place of TMDB's artwork: posters in a genre palette,
 * lettered with title, year and genre from w500 up; backdrops in the same palette; initials for
 * people; names for companies. Plain SVG with no scripts, styles or external references.
 */
export interface Size {
  width: number;
  height: number;
}

function svg(size: Size, viewBox: string, body: string, label: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size.width}" height="${size.height}" viewBox="${viewBox}" role="img" aria-label="${escapeXml(label)}">${body}</svg>`;
}

function gradient(id: string, [from, to]: readonly [string, string]): string {
  return `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`;
}

function decorations(seed: number, width: number, height: number): string {
  const shapes: string[] = [];
  for (let i = 0; i < 4; i++) {
    const s = (seed >>> (i * 7)) & 0x7f;
    const cx = Math.round((s / 127) * width);
    const cy = Math.round((((seed >>> (i * 5 + 3)) & 0x7f) / 127) * height * 0.6);
    const r = Math.round(width * (0.12 + (i % 3) * 0.1));
    shapes.push(`<circle cx="${cx}" cy="${cy}" r="${r}" fill="#fff" fill-opacity="${(0.05 + i * 0.02).toFixed(2)}"/>`);
  }
  return shapes.join("");
}

/**
 * The narrowest poster that carries title, year and genre; narrower ones are the artwork alone.
 * The app shows those sizes on cards and rows, whose captions already name the film, and a
 * browser lays out and paints an SVG image's text on the page's main thread (a JPEG decodes off
 * it): on the home page the lettering alone cost about 45 ms of blocking time. See ADR 018.
 */
export const LETTERED_POSTER_MIN_WIDTH = 500;

export function drawPoster(size: Size, subject: { title: string; year: string; genreIds: readonly number[]; genreName?: string }): string {
  const label = `Poster: ${subject.title}${subject.year ? ` (${subject.year})` : ""}`;
  const artwork =
    gradient("g", paletteFor(subject.genreIds)) +
    `<rect width="500" height="750" fill="url(#g)"/>` +
    decorations(hashOf(subject.title), 500, 750) +
    `<rect x="40" y="520" width="80" height="6" rx="3" fill="#fff" fill-opacity="0.8"/>`;
  if (size.width < LETTERED_POSTER_MIN_WIDTH) return svg(size, "0 0 500 750", artwork, label);
  return svg(size, "0 0 500 750", artwork + posterLettering(subject), label);
}

function posterLettering(subject: { title: string; year: string; genreName?: string }): string {
  const lines = wrapWords(subject.title, 14, 5);
  const longest = Math.max(...lines.map((l) => l.length), 1);
  // About 0.66 em per character in a bold sans-serif: keep the longest line inside 420 px.
  const fontSize = Math.max(26, Math.min(64, Math.floor(420 / (longest * 0.66))));
  const lineHeight = Math.round(fontSize * 1.15);
  const top = 470 - lines.length * lineHeight;
  const title = lines
    .map((line, i) => `<text x="40" y="${top + i * lineHeight}" font-size="${fontSize}" font-weight="800" fill="#fff" font-family="system-ui,sans-serif">${escapeXml(line)}</text>`)
    .join("");
  return (
    title +
    `<text x="40" y="580" font-size="30" fill="#fff" fill-opacity="0.85" font-family="system-ui,sans-serif">${escapeXml(subject.year)}</text>` +
    (subject.genreName ? `<text x="40" y="700" font-size="22" letter-spacing="3" fill="#fff" fill-opacity="0.7" font-family="system-ui,sans-serif">${escapeXml(subject.genreName.toUpperCase())}</text>` : "")
  );
}

export function drawBackdrop(size: Size, subject: { title: string; genreIds: readonly number[] }): string {
  const body =
    gradient("g", paletteFor(subject.genreIds)) +
    `<rect width="1280" height="720" fill="url(#g)"/>` +
    decorations(hashOf(subject.title) ^ 0x5bd1e995, 1280, 720) +
    `<rect width="1280" height="720" fill="#000" fill-opacity="0.25"/>`;
  return svg(size, "0 0 1280 720", body, `Backdrop: ${subject.title}`);
}

export function drawProfile(size: Size, subject: { name: string }): string {
  const hue = hashOf(subject.name) % 360;
  const body =
    `<rect width="300" height="450" fill="hsl(${hue} 35% 32%)"/>` +
    `<circle cx="150" cy="190" r="95" fill="hsl(${hue} 40% 45%)"/>` +
    `<text x="150" y="222" font-size="88" font-weight="700" text-anchor="middle" fill="#fff" font-family="system-ui,sans-serif">${escapeXml(initialsOf(subject.name))}</text>` +
    `<rect y="330" width="300" height="120" fill="hsl(${hue} 40% 45%)"/>`;
  return svg(size, "0 0 300 450", body, subject.name);
}

export function drawLogo(size: Size, subject: { name: string }): string {
  const lines = wrapWords(subject.name, 22, 2);
  const body = lines
    .map((line, i) => `<text x="300" y="${lines.length === 1 ? 120 : 95 + i * 60}" font-size="52" font-weight="800" text-anchor="middle" fill="#1f2937" font-family="system-ui,sans-serif">${escapeXml(line)}</text>`)
    .join("");
  return svg(size, "0 0 600 200", body, subject.name);
}
