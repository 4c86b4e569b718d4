import { withinOneEdit } from "./edit-distance";

/**
 * One doc's normalised text where it lies in the index's single string of every doc's text
 * (search-index-parts.ts): `text.slice(start, end)`. The checks below answer as they would on that
 * slice, without copying it out: a query scores thousands of docs, most of which match none of them.
 */
export interface DocSpan {
  text: string;
  start: number;
  end: number;
}

/** The doc's text is `wanted`. */
export function spanEquals(span: DocSpan, wanted: string): boolean {
  return span.end - span.start === wanted.length && span.text.startsWith(wanted, span.start);
}

/** The doc's text starts with `prefix`. */
export function spanStartsWith(span: DocSpan, prefix: string): boolean {
  return span.end - span.start >= prefix.length && span.text.startsWith(prefix, span.start);
}

/** A word of the doc's text after its first starts with `prefix`: the text holds " " + prefix. */
export function spanHasWordStarting(span: DocSpan, prefix: string): boolean {
  const { text, end } = span;
  for (let space = text.indexOf(" ", span.start); space !== -1 && space + 1 + prefix.length <= end; space = text.indexOf(" ", space + 1)) {
    if (text.startsWith(prefix, space + 1)) return true;
  }
  return false;
}

/** How long the doc's text is with its spaces left out. */
function lengthWithoutSpaces(span: DocSpan): number {
  let length = 0;
  for (let at = span.start; at < span.end; at++) if (span.text.charCodeAt(at) !== SPACE) length++;
  return length;
}

/** The doc's text with its spaces left out is `wanted`. */
export function spanEqualsWithoutSpaces(span: DocSpan, wanted: string): boolean {
  let matched = 0;
  for (let at = span.start; at < span.end; at++) {
    const code = span.text.charCodeAt(at);
    if (code === SPACE) continue;
    if (matched === wanted.length || code !== wanted.charCodeAt(matched)) return false;
    matched++;
  }
  return matched === wanted.length;
}

/**
 * The doc's text with its spaces left out is within one edit of `wanted` (edit-distance.ts). Two
 * such texts are at most one character apart in length, so a doc whose length rules it out is
 * answered without being copied out.
 */
export function spanWithoutSpacesWithinOneEdit(span: DocSpan, wanted: string): boolean {
  if (Math.abs(lengthWithoutSpaces(span) - wanted.length) > 1) return false;
  return withinOneEdit(wanted, span.text.slice(span.start, span.end).replaceAll(" ", ""));
}

const SPACE = 32;
