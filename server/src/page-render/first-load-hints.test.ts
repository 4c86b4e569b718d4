import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { firstLoadHints, readPageChunks } from "./first-load-hints";

const chunks = (source: string) => (source === "src/features/movies/home-page.tsx" ? ["/assets/home-page-a.js", "/assets/movie-grid-b.js"] : []);
const home = { access: "signed-in", source: "src/features/movies/home-page.tsx" } as const;

describe("first-load hints", () => {
  it("name the session and the page's chunks, in the order the app asks for them", () => {
    expect(firstLoadHints(home, { chunks, embeddedAuth: true }).split("\n").map((tag) => tag.trim())).toEqual([
      '<link rel="preload" as="fetch" crossorigin href="/api/auth/get-session">',
      '<link rel="modulepreload" crossorigin href="/assets/home-page-a.js">',
      '<link rel="modulepreload" crossorigin href="/assets/movie-grid-b.js">',
    ]);
  });

  it("name no session with Clerk, and no chunks for a path no page has", () => {
    expect(firstLoadHints(home, { chunks, embeddedAuth: false })).not.toContain("get-session");
    expect(firstLoadHints(undefined, { chunks, embeddedAuth: false })).toBe("");
  });

  it("read each page module's chunks from Vite's manifest, leaving out what the entry already loads", () => {
    const root = mkdtempSync(join(tmpdir(), "movieapp-manifest-"));
    mkdirSync(join(root, ".vite"));
    writeFileSync(join(root, ".vite", "manifest.json"), JSON.stringify({
      "index.html": { file: "assets/index-1.js", imports: ["_react-2.js"] },
      "_react-2.js": { file: "assets/react-2.js" },
      "_movie-grid-3.js": { file: "assets/movie-grid-3.js", imports: ["_react-2.js"] },
      "src/features/movies/home-page.tsx": { file: "assets/home-page-4.js", imports: ["_movie-grid-3.js", "_react-2.js"] },
    }));
    expect(readPageChunks(root)?.("src/features/movies/home-page.tsx")).toEqual(["/assets/home-page-4.js", "/assets/movie-grid-3.js"]);
    expect(readPageChunks(root)?.("src/features/search/search-page.tsx")).toEqual([]);
    expect(readPageChunks(join(tmpdir(), "nowhere"))).toBeUndefined();
  });
});
