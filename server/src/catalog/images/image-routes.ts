import { Hono } from "hono";
import { LRUCache } from "lru-cache";
import { etagOf, type StaticAsset } from "../../http/bytes";
import { compressBytes } from "../../http/compress-bytes";
import { sendAsset } from "../../http/send-asset";
import { GENRE_NAMES } from "../model";
import type { CatalogStore } from "../store/catalog-store";
import { drawBackdrop, drawLogo, drawPoster, drawProfile } from "./draw";
import { parseImagePath, type ImageSubject } from "./image-paths";
import { dimensionsFor, IMAGE_SIZES } from "./image-sizes";

/** Drawings change only when a re-import renames a film, so a month is long-lived yet safe. */
const IMAGE_CACHE_CONTROL = "public, max-age=2592000";

const SIZES_FOR: Record<ImageSubject["kind"], readonly string[]> = {
  "movie-poster": IMAGE_SIZES.poster,
  "collection-poster": IMAGE_SIZES.poster,
  "movie-backdrop": IMAGE_SIZES.backdrop,
  "collection-backdrop": IMAGE_SIZES.backdrop,
  person: IMAGE_SIZES.profile,
  company: IMAGE_SIZES.logo,
};

function draw(catalog: CatalogStore, subject: ImageSubject, size: string): string | undefined {
  switch (subject.kind) {
    case "movie-poster":
    case "movie-backdrop": {
      const movie = catalog.listItem(subject.id);
      if (!movie) return undefined;
      // Each genre once, in the film's order, as the table keeps them.
      const genreIds = catalog.genreIdsOf(subject.id);
      if (subject.kind === "movie-backdrop") return drawBackdrop(dimensionsFor(size, 16 / 9, 1920), { title: movie.title, genreIds });
      return drawPoster(dimensionsFor(size, 2 / 3, 1000), {
        title: movie.title,
        year: movie.release_date.slice(0, 4),
        genreIds,
        genreName: GENRE_NAMES.get(genreIds[0] ?? 0),
      });
    }
    case "collection-poster":
    case "collection-backdrop": {
      const collection = catalog.collection(subject.id);
      if (!collection) return undefined;
      if (subject.kind === "collection-backdrop") return drawBackdrop(dimensionsFor(size, 16 / 9, 1920), { title: collection.name, genreIds: [] });
      return drawPoster(dimensionsFor(size, 2 / 3, 1000), { title: collection.name, year: "", genreIds: [] });
    }
    case "person": {
      const person = catalog.person(subject.id);
      return person && drawProfile(dimensionsFor(size, 2 / 3, 600), { name: person.name });
    }
    case "company": {
      const company = catalog.company(subject.id);
      return company && drawLogo(dimensionsFor(size, 3, 600), { name: company.name });
    }
  }
}

/** The image host: `/t/p/{size}/{file}` for every size TMDB lists, drawn on first request and kept in memory. */
export function createImageRoutes(catalog: () => CatalogStore): Hono {
  const images = new Hono();
  const cache = new LRUCache<string, StaticAsset>({ maxSize: 32 * 1024 * 1024, sizeCalculation: (asset) => asset.body.byteLength * 2 });
  let cachedFor: CatalogStore | undefined;

  images.get("/:size/:file", (c) => {
    const { size, file } = c.req.param();
    const subject = parseImagePath(`/${file}`);
    if (!subject || !SIZES_FOR[subject.kind].includes(size)) return c.notFound();
    const current = catalog();
    if (cachedFor !== current) {
      cache.clear();
      cachedFor = current;
    }
    const key = `${size}/${file}`;
    let asset = cache.get(key);
    if (!asset) {
      const drawing = draw(current, subject, size);
      if (drawing === undefined) return c.notFound();
      const body = new Uint8Array(Buffer.from(drawing));
      asset = {
        body,
        variants: { br: compressBytes(body, "br", "fast"), gzip: compressBytes(body, "gzip", "fast") },
        contentType: "image/svg+xml",
        etag: etagOf(body),
        cacheControl: IMAGE_CACHE_CONTROL,
      };
      cache.set(key, asset);
    }
    // An image host serves any page, as TMDB's does; the app-wide default is same-origin.
    c.header("Cross-Origin-Resource-Policy", "cross-origin");
    return sendAsset(c, asset);
  });
  return images;
}
