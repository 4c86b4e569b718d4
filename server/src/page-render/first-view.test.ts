import { describe, expect, it } from "vitest";
import { FIRST_VIEW_ELEMENT_ID, type RenderedFirstView } from "../../../common/first-view";
import { firstViewPage, renderWithin } from "./first-view";

const pageWithFirstView = (shell: string, view: RenderedFirstView) => firstViewPage(shell)?.(view);

const shell = `<html><head></head><body><div id="root"><!--first-view--><p class="boot-splash">MovieApp</p><!--/first-view--></div></body></html>`;

describe("a page with its first view", () => {
  it("puts the markup in place of the splash and the state beside it, as inert JSON that cannot close its script", () => {
    const page = pageWithFirstView(shell, { html: "<main>Price: $& $1</main>", firstView: { title: "</script><script>alert(1)</script>" }, theme: "light" })!;
    const html = page;
    expect(html).toContain('<div id="root"><main>Price: $& $1</main></div>');
    expect(html).not.toContain("boot-splash");
    const state = new RegExp(`<script type="application/json" id="${FIRST_VIEW_ELEMENT_ID}">(.*)</script>`).exec(html)![1]!;
    expect(state).not.toContain("</script>");
    expect(JSON.parse(state)).toEqual({ title: "</script><script>alert(1)</script>" });
  });

  it("preloads the pictures the page loads at once from <head>, and leaves its markup as it is", () => {
    const markup = '<main><img src="/t/p/w780/a.svg" srcSet="/t/p/w342/a.svg 342w" sizes="100vw" fetchpriority="high"/></main>';
    const page = pageWithFirstView(shell, { html: markup, firstView: {}, theme: "light" })!;
    expect(page).toContain('<head><link rel="preload" as="image" imagesrcset="/t/p/w342/a.svg 342w" imagesizes="100vw" fetchpriority="high"/>');
    expect(page).toContain(`<div id="root">${markup}</div>`);
  });

  it("paints in the visitor's theme from the first frame: a dark page says so on <html>", () => {
    const shellWithLang = shell.replace("<html>", '<html lang="en">');
    expect(pageWithFirstView(shellWithLang, { html: "<main></main>", firstView: {}, theme: "dark" })).toContain('<html lang="en" data-theme="dark">');
    expect(pageWithFirstView(shellWithLang, { html: "<main></main>", firstView: {}, theme: "light" })).toContain('<html lang="en"><head>');
  });

  it("ends <body> with what it is given to run last, after the state it needs", () => {
    const page = firstViewPage(shell, "<script>start()</script>")!({ html: "<main></main>", firstView: {}, theme: "light" });
    expect(page).toMatch(new RegExp(`<script type="application/json" id="${FIRST_VIEW_ELEMENT_ID}">\\{\\}</script>\\s*<script>start\\(\\)</script>\\s*</body>`));
  });

  it("is not made from a shell without the splash markers", () => {
    expect(pageWithFirstView("<html><body><div id=root></div></body></html>", { html: "<main></main>", firstView: {}, theme: "light" })).toBeUndefined();
  });
});

describe("rendering within the deadline", () => {
  it("gives the rendered view when it is in time", async () => {
    expect(await renderWithin(() => Promise.resolve("view"), 200)).toBe("view");
  });

  it("gives null when rendering fails or runs late, so the page goes out without it", async () => {
    expect(await renderWithin(() => Promise.reject(new Error("catalog down")), 200)).toBeNull();
    const started = Date.now();
    expect(await renderWithin(() => new Promise<string>((resolve) => setTimeout(() => resolve("late"), 2_000)), 50)).toBeNull();
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});
