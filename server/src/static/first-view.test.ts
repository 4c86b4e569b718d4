import { describe, expect, it } from "vitest";
import { FIRST_VIEW_ELEMENT_ID } from "../../../common/first-view";
import { inProcessFetch, pageWithFirstView, renderWithin } from "./first-view";

const shell = `<html><head></head><body><div id="root"><!--first-view--><p class="boot-splash">MovieApp</p><!--/first-view--></div></body></html>`;
const text = (bytes: Uint8Array) => Buffer.from(bytes).toString("utf8");

describe("a page with its first view", () => {
  it("puts the markup in place of the splash and the state beside it, as inert JSON that cannot close its script", () => {
    const page = pageWithFirstView(shell, { html: "<main>Price: $& $1</main>", firstView: { title: "</script><script>alert(1)</script>" }, theme: "light" })!;
    const html = text(page.body);
    expect(html).toContain('<div id="root"><main>Price: $& $1</main></div>');
    expect(html).not.toContain("boot-splash");
    const state = new RegExp(`<script type="application/json" id="${FIRST_VIEW_ELEMENT_ID}">(.*)</script>`).exec(html)![1]!;
    expect(state).not.toContain("</script>");
    expect(JSON.parse(state)).toEqual({ title: "</script><script>alert(1)</script>" });
  });

  it("is private to the visitor, revalidated, and compressed", () => {
    const page = pageWithFirstView(shell, { html: "<main></main>", firstView: {}, theme: "light" })!;
    expect(page.cacheControl).toBe("private, no-cache");
    expect(Object.keys(page.variants).sort()).toEqual(["br", "gzip"]);
  });

  it("paints in the visitor's theme from the first frame: a dark page says so on <html>", () => {
    const shellWithLang = shell.replace("<html>", '<html lang="en">');
    expect(text(pageWithFirstView(shellWithLang, { html: "<main></main>", firstView: {}, theme: "dark" })!.body)).toContain('<html lang="en" data-theme="dark">');
    expect(text(pageWithFirstView(shellWithLang, { html: "<main></main>", firstView: {}, theme: "light" })!.body)).toContain('<html lang="en"><head>');
  });

  it("is not made from a shell without the splash markers", () => {
    expect(pageWithFirstView("<html><body><div id=root></div></body></html>", { html: "<main></main>", firstView: {}, theme: "light" })).toBeUndefined();
  });
});

describe("the in-process fetch", () => {
  it("answers through the app with the visitor's cookie and the forwarded headers, and nothing made up", async () => {
    const seen: Request[] = [];
    const fetchInProcess = inProcessFetch(
      (request) => {
        seen.push(request);
        return new Response("{}");
      },
      { Cookie: "session=abc", "X-MovieApp-Fault": undefined },
    );
    await fetchInProcess("http://127.0.0.1:3000/3/movie/popular?page=1", { headers: { Accept: "application/json" } });
    expect(seen[0]!.url).toBe("http://127.0.0.1:3000/3/movie/popular?page=1");
    expect(seen[0]!.headers.get("Cookie")).toBe("session=abc");
    expect(seen[0]!.headers.get("Accept")).toBe("application/json");
    expect(seen[0]!.headers.has("X-MovieApp-Fault")).toBe(false);
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
