import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { firstLoadHints, readPageAssets } from "./first-load-hints";

const assets = (source: string) =>
  source === "src/features/movies/home-page.tsx"
    ? { chunks: ["/assets/home-page-a.js", "/assets/movie-grid-b.js"], stylesheets: ["/assets/movie-grid-c.css", "/assets/home-page-d.css"] }
    : { chunks: [], stylesheets: [] };
const home = { access: "signed-in", source: "src/features/movies/home-page.tsx", namesSomething: true } as const;

describe("first-load hints", () => {
  it("name the session, the page's chunks and its stylesheets, in the order the app asks for them", () => {
    expect(firstLoadHints(home, { assets, embeddedAuth: true }).split("\n").map((tag) => tag.trim())).toEqual([
      '<link rel="preload" as="fetch" crossorigin href="/api/auth/get-session">',
      '<link rel="modulepreload" crossorigin href="/assets/home-page-a.js">',
      '<link rel="modulepreload" crossorigin href="/assets/movie-grid-b.js">',
      '<link rel="preload" as="style" crossorigin href="/assets/movie-grid-c.css">',
      '<link rel="preload" as="style" crossorigin href="/assets/home-page-d.css">',
    ]);
  });

  it("name no session with Clerk, and no chunks for a path no page has", () => {
    expect(firstLoadHints(home, { assets, embeddedAuth: false })).not.toContain("get-session");
    expect(firstLoadHints(undefined, { assets, embeddedAuth: false })).toBe("");
  });

  it("read each page module's chunks and stylesheets from Vite's manifest, leaving out what the entry already loads", () => {
    const root = mkdtempSync(join(tmpdir(), "movieapp-manifest-"));
    mkdirSync(join(root, ".vite"));
    writeFileSync(join(root, ".vite", "manifest.json"), JSON.stringify({
      "index.html": { file: "assets/index-1.js", imports: ["_react-2.js"], css: ["assets/index-1.css"] },
      "_react-2.js": { file: "assets/react-2.js" },
      "_movie-grid-3.js": { file: "assets/movie-grid-3.js", imports: ["_react-2.js"], css: ["assets/movie-grid-3.css"] },
      "src/features/movies/home-page.tsx": { file: "assets/home-page-4.js", imports: ["_movie-grid-3.js", "_react-2.js"], css: ["assets/home-page-4.css", "assets/index-1.css"] },
    }));
    // The shared grid's rules come before the page's own, so the page's win a tie; the entry's are in the shell already.
    expect(readPageAssets(root)?.("src/features/movies/home-page.tsx")).toEqual({
      chunks: ["/assets/home-page-4.js", "/assets/movie-grid-3.js"],
      stylesheets: ["/assets/movie-grid-3.css", "/assets/home-page-4.css"],
    });
    expect(readPageAssets(root)?.("src/features/search/search-page.tsx")).toEqual({ chunks: [], stylesheets: [] });
    expect(readPageAssets(join(tmpdir(), "nowhere"))).toBeUndefined();
  });
});
