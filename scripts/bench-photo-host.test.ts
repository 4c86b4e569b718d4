import { decode } from "jpeg-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PHOTO_WEIGHTS_KB, startPhotoHost, type PhotoHost } from "./bench-photo-host";
import { photoJpeg } from "./bench-photo-jpeg";

let host: PhotoHost;
beforeAll(async () => {
  host = await startPhotoHost();
}, 60_000);
afterAll(() => host.close());

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${host.imageBaseUrl}${path}`, { headers });

describe("the benchmark's photo host", () => {
  it("is on an origin of its own, given as an image base URL", () => {
    expect(host.imageBaseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/t\/p\/$/);
  });

  it("answers the app's image paths with JPEG photographs of TMDB's dimensions and typical weights", async () => {
    const cases = [
      ["w342/movie-238-poster.svg", 342, 513, PHOTO_WEIGHTS_KB.poster.w342!],
      ["w780/movie-238-backdrop.svg", 780, 439, PHOTO_WEIGHTS_KB.backdrop.w780!],
      ["h632/person-1158.svg", 421, 632, PHOTO_WEIGHTS_KB.profile.h632!],
      ["w92/collection-263-poster.svg", 92, 138, PHOTO_WEIGHTS_KB.poster.w92!],
    ] as const;
    for (const [path, width, height, kb] of cases) {
      const answer = await get(path);
      expect(answer.status, path).toBe(200);
      expect(answer.headers.get("content-type")).toBe("image/jpeg");
      const bytes = new Uint8Array(await answer.arrayBuffer());
      expect(Math.abs(bytes.byteLength - kb * 1000), `${path}: ${bytes.byteLength} bytes`).toBeLessThanOrEqual(kb * 1000 * 0.15);
      const image = decode(bytes, { useTArray: true });
      expect([image.width, image.height], path).toEqual([width, height]);
    }
  });

  it("gives TMDB-like cache headers and answers a revalidation with 304", async () => {
    const first = await get("w185/movie-603-poster.svg");
    expect(first.headers.get("cache-control")).toBe("public, max-age=31536000");
    expect(first.headers.get("access-control-allow-origin")).toBe("*");
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^"[0-9a-f]{16}"$/);
    expect((await get("w185/movie-603-poster.svg", { "If-None-Match": etag })).status).toBe(304);
  });

  it("answers the same file with the same bytes, and different films with different photographs", async () => {
    const one = Buffer.from(await (await get("w154/movie-11-poster.svg")).arrayBuffer());
    expect(Buffer.from(await (await get("w154/movie-11-poster.svg")).arrayBuffer()).equals(one)).toBe(true);
    expect(Buffer.from(await (await get("w154/movie-12-poster.svg")).arrayBuffer()).equals(one)).toBe(false);
  });

  it("has nothing for sizes, kinds or paths TMDB's photographs do not come in", async () => {
    for (const path of ["original/movie-238-poster.svg", "w1280/movie-238-poster.svg", "w92/company-4.svg", "w342/nothing.svg", "w342/movie-238-poster.svg/more"]) {
      expect((await get(path)).status, path).toBe(404);
    }
  });
});

describe("a drawn photograph", () => {
  it("is the same for the same seed, and another for another seed", () => {
    const size = { width: 92, height: 138 };
    const first = photoJpeg(size, 4000, 5);
    expect(Buffer.from(photoJpeg(size, 4000, 5).jpeg).equals(Buffer.from(first.jpeg))).toBe(true);
    expect(Buffer.from(photoJpeg(size, 4000, 6).jpeg).equals(Buffer.from(first.jpeg))).toBe(false);
  });
});
