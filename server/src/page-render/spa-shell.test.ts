import { describe, expect, it } from "vitest";
import { asksForHtml, isClientRoute } from "./spa-shell";

const BROWSER_OPENING_A_PAGE = "text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8";
const IMAGE_TAG = "image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8";

describe("isClientRoute", () => {
  it("treats app routes and deep links as client routes", () => {
    for (const path of ["/", "/movie/550", "/search", "/sign-in", "/404", "/anything/else"]) {
      expect(isClientRoute(path, true), path).toBe(true);
      expect(isClientRoute(path, false), path).toBe(true);
    }
  });
  it("gives a browser opening a page the app even when the address looks like a file name, for the app to explain", () => {
    for (const path of ["/movie/27205.5", "/person/Tom.Hanks", "/foo.bar"]) {
      expect(isClientRoute(path, true), path).toBe(true);
      expect(isClientRoute(path, false), path).toBe(false);
    }
  });
  it("leaves files and server paths alone", () => {
    for (const path of ["/assets/index-abc.js", "/assets/no-extension", "/healthz", "/3/movie/popular", "/api/auth/session", "/t/p/w500/x.svg"]) {
      expect(isClientRoute(path, true), path).toBe(false);
    }
    expect(isClientRoute("/favicon.png", false)).toBe(false);
  });
});

describe("asksForHtml", () => {
  it("tells a browser opening a page from a picture's or script's request", () => {
    expect(asksForHtml(BROWSER_OPENING_A_PAGE)).toBe(true);
    expect(asksForHtml(IMAGE_TAG)).toBe(false);
    expect(asksForHtml("*/*")).toBe(false);
    expect(asksForHtml(undefined)).toBe(false);
  });
});
