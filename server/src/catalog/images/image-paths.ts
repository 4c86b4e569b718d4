/**
 * File names of the images the server draws. Each name carries what the drawing needs to find
 * its subject (kind and id), so the image host needs no lookup table of its own.
 */
export const imagePaths = {
  poster: (movieId: number) => `/movie-${movieId}-poster.svg`,
  backdrop: (movieId: number) => `/movie-${movieId}-backdrop.svg`,
  profile: (personId: number) => `/person-${personId}.svg`,
  logo: (companyId: number) => `/company-${companyId}.svg`,
  collectionPoster: (collectionId: number) => `/collection-${collectionId}-poster.svg`,
  collectionBackdrop: (collectionId: number) => `/collection-${collectionId}-backdrop.svg`,
};

export type ImageSubject =
  | { kind: "movie-poster" | "movie-backdrop"; id: number }
  | { kind: "person"; id: number }
  | { kind: "company"; id: number }
  | { kind: "collection-poster" | "collection-backdrop"; id: number };

const PATTERN = /^\/(movie|person|company|collection)-(\d{1,9})(?:-(poster|backdrop))?\.svg$/;

export function parseImagePath(file: string): ImageSubject | undefined {
  const match = PATTERN.exec(file);
  if (!match) return undefined;
  const [, kind, rawId, variant] = match;
  const id = Number(rawId);
  if (kind === "movie" && variant) return { kind: variant === "poster" ? "movie-poster" : "movie-backdrop", id };
  if (kind === "collection" && variant) return { kind: variant === "poster" ? "collection-poster" : "collection-backdrop", id };
  if ((kind === "person" || kind === "company") && !variant) return { kind, id };
  return undefined;
}
