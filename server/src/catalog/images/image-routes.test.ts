import { brotliDecompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFixtureCatalogServer } from "../../test-support/fixture-catalog";
import type { RunningServer } from "../../test-support/listen";
import { IMAGE_SIZES } from "./image-sizes";

let running: RunningServer;
beforeAll(async () => {
  running = await startFixtureCatalogServer();
});
afterAll(() => running.close());

describe("the image host", () => {
  it("draws a poster at every poster size, lettered with title, year and genre from w500 up", async () => {
    for (const size of IMAGE_SIZES.poster) {
      const res = await fetch(`${running.url}/t/p/${size}/movie-238-poster.svg`);
      expect(res.status, size).toBe(200);
      expect(res.headers.get("content-type")).toBe("image/svg+xml");
      expect(res.headers.get("cache-control")).toBe("public, max-age=2592000");
      const svg = await res.text();
      expect(svg, size).toContain('aria-label="Poster: The Godfather (1972)"');
      if (size !== "original") expect(svg).toContain(`width="${size.slice(1)}"`);
      const lettering = [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]);
      if (size === "original" || Number(size.slice(1)) >= 500) expect(lettering, size).toEqual(["The Godfather", "1972", "DRAMA"]);
      else expect(lettering, size).toEqual([]);
    }
  });

  it("draws the same artwork under a thumbnail as under the lettered poster", async () => {
    const thumbnail = await (await fetch(`${running.url}/t/p/w342/movie-238-poster.svg`)).text();
    const lettered = await (await fetch(`${running.url}/t/p/w500/movie-238-poster.svg`)).text();
    const artwork = (svg: string) => svg.replace(/^<svg[^>]*>/, "").replace(/<text[^>]*>[^<]*<\/text>/g, "");
    expect(artwork(thumbnail)).toBe(artwork(lettered));
    expect(artwork(thumbnail)).toContain("<circle");
  });

  it("draws backdrops, initials for people and names for companies", async () => {
    expect((await fetch(`${running.url}/t/p/w1280/movie-603-backdrop.svg`)).status).toBe(200);
    const profile = await (await fetch(`${running.url}/t/p/h632/person-1158.svg`)).text();
    expect(profile).toContain(">AP<");
    expect(profile).toContain('height="632"');
    const logo = await (await fetch(`${running.url}/t/p/w92/company-4.svg`)).text();
    expect(logo).toContain("Paramount Pictures");
  });

  it("escapes titles so they cannot inject markup", async () => {
    const svg = await (await fetch(`${running.url}/t/p/w500/movie-194-poster.svg`)).text();
    expect(svg).not.toMatch(/<script/i);
    expect(svg).toContain("Amélie");
  });

  it("answers 404 for an unknown file, size, or subject", async () => {
    for (const path of ["w500/movie-1-poster.svg", "w999/movie-238-poster.svg", "w45/movie-238-poster.svg", "w500/nothing.jpg", "h632/movie-238-backdrop.svg", "w185/person-424242.svg"]) {
      expect((await fetch(`${running.url}/t/p/${path}`)).status, path).toBe(404);
    }
  });

  it("is compressed and usable from other origins, like TMDB's image host", async () => {
    const { request } = await import("node:http");
    const raw = await new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve) => {
      request(`${running.url}/t/p/w342/movie-603-poster.svg`, { headers: { "accept-encoding": "br" } }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      }).end();
    });
    expect(raw.headers["content-encoding"]).toBe("br");
    expect(raw.headers["cross-origin-resource-policy"]).toBe("cross-origin");
    expect(brotliDecompressSync(raw.body).toString()).toContain("The Matrix");
  });
});
