// The image host of `BENCH_IMAGES=photos npm run bench:web`: JPEG photographs of TMDB's sizes and
// typical weights, on an origin of their own (another port), as image.tmdb.org is another origin for
// a MovieApp in proxy mode. The app is pointed at it with IMAGE_BASE_URL; it answers the same paths
// as the embedded image host (/t/p/{size}/{file}) with a photograph instead of a drawing.
import { createHash } from "node:crypto";
import { createServer } from "node:http";
import { parseImagePath, type ImageSubject } from "../server/src/catalog/images/image-paths";
import { dimensionsFor } from "../server/src/catalog/images/image-sizes";
import { freePort } from "../server/src/lifecycle/free-port";
import { photoJpeg } from "./bench-photo-jpeg";

type PhotoKind = "poster" | "backdrop" | "profile";

/**
 * About what TMDB's JPEGs weigh, in kB of 1,000 bytes, at each size the web app asks for (below
 * "original", which it never shows). Logos (PNGs on TMDB) are not shown by the app, so not served.
 */
export const PHOTO_WEIGHTS_KB: Record<PhotoKind, Record<string, number>> = {
  poster: { w92: 4, w154: 8, w185: 12, w342: 30, w500: 55, w780: 110 },
  backdrop: { w300: 15, w780: 70, w1280: 160 },
  profile: { w45: 2, w185: 12, h632: 70 },
};

const ASPECT: Record<PhotoKind, number> = { poster: 2 / 3, backdrop: 16 / 9, profile: 2 / 3 };

const KIND_OF: Record<ImageSubject["kind"], PhotoKind | undefined> = {
  "movie-poster": "poster",
  "collection-poster": "poster",
  "movie-backdrop": "backdrop",
  "collection-backdrop": "backdrop",
  person: "profile",
  company: undefined,
};

/** Different photographs per size: a page's posters are different pictures, each downloaded whole. */
const PHOTOS_PER_SIZE = 4;

/** What TMDB's image host answers with: a year of caching, a validator, and open to any page. */
const HEADERS = {
  "Content-Type": "image/jpeg",
  "Cache-Control": "public, max-age=31536000",
  "Last-Modified": "Mon, 01 Jan 2024 00:00:00 GMT",
  "Access-Control-Allow-Origin": "*",
};

export interface PhotoHost {
  /** http://127.0.0.1:PORT/t/p/ — the value for IMAGE_BASE_URL. */
  imageBaseUrl: string;
  close: () => Promise<void>;
}

/** Draws every photograph first (a few seconds), so no image waits for drawing while Lighthouse measures. */
function drawPhotos(): Map<string, Array<{ jpeg: Uint8Array; etag: string }>> {
  const photos = new Map<string, Array<{ jpeg: Uint8Array; etag: string }>>();
  for (const [kind, weights] of Object.entries(PHOTO_WEIGHTS_KB) as Array<[PhotoKind, Record<string, number>]>) {
    for (const [size, kb] of Object.entries(weights)) {
      const dimensions = dimensionsFor(size, ASPECT[kind], 0);
      const first = photoJpeg(dimensions, kb * 1000, 1);
      const set = [first.jpeg];
      for (let seed = 2; seed <= PHOTOS_PER_SIZE; seed++) set.push(photoJpeg(dimensions, kb * 1000, seed, first.grain).jpeg);
      photos.set(`${kind}/${size}`, set.map((jpeg) => ({ jpeg, etag: `"${createHash("sha1").update(jpeg).digest("hex").slice(0, 16)}"` })));
    }
  }
  return photos;
}

/** Starts the photo host on a free loopback port. */
export async function startPhotoHost(): Promise<PhotoHost> {
  const photos = drawPhotos();
  const server = createServer((request, response) => {
    const match = /^\/t\/p\/([wh]\d+)(\/[^/?]+)$/.exec(request.url ?? "");
    const subject = match ? parseImagePath(match[2]!) : undefined;
    const kind = subject && KIND_OF[subject.kind];
    const set = kind && photos.get(`${kind}/${match![1]}`);
    if (!set || request.method !== "GET") {
      response.writeHead(404, { "Content-Type": "text/plain" }).end("Not found");
      return;
    }
    // The same file always gets the same photograph.
    const photo = set[subject.id % set.length]!;
    if (request.headers["if-none-match"] === photo.etag) {
      response.writeHead(304, { ...HEADERS, ETag: photo.etag }).end();
      return;
    }
    response.writeHead(200, { ...HEADERS, ETag: photo.etag, "Content-Length": String(photo.jpeg.byteLength) }).end(photo.jpeg);
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    imageBaseUrl: `http://127.0.0.1:${port}/t/p/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
