import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { scriptsAfterFirstPaint } from "./scripts-after-paint";

/** index.html as Vite writes it for the browser build. */
const shell = `<!doctype html>
<html lang="en">
  <head>
    <title>MovieApp</title>
    <script type="module" crossorigin src="/assets/index-CL5QNTmV.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/rolldown-runtime-WkwZ5CU-.js">
    <link rel="modulepreload" crossorigin href="/assets/boot-CGv96VZz.js">
    <style>body{}</style>
  </head>
  <body><div id="root"></div></body>
</html>`;

describe("a first view's scripts start once it is painted", () => {
  const page = scriptsAfterFirstPaint(shell)!;

  it("leaves no script or module preload in the HTML for the browser to start while it parses the page", () => {
    expect(page.html).not.toMatch(/<script|modulepreload/);
    expect(page.html).toContain("<style>body{}</style>");
  });

  it("adds the entry script from a loader that waits for the page's first contentful paint", () => {
    expect(page.loader).toMatch(/^<script>.*s\.src="\/assets\/index-CL5QNTmV\.js".*<\/script>$/);
    expect(page.loader).toContain('s.type="module"');
    expect(page.loader).toContain('getEntriesByName("first-contentful-paint")');
  });

  it("names the loader in the Content-Security-Policy by its SHA-256, so no other inline script can run", () => {
    const code = /^<script>(.*)<\/script>$/.exec(page.loader)![1]!;
    expect(page.cspSource).toBe(`'sha256-${createHash("sha256").update(code).digest("base64")}'`);
  });

  it("changes nothing in a shell without Vite's entry script", () => {
    expect(scriptsAfterFirstPaint("<html><head></head><body></body></html>")).toBeUndefined();
  });
});
