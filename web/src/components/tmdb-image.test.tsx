import { act, render } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { provideRuntimeConfig } from "../lib/runtime-config";
import { POSTER_SIZES } from "../tmdb/image-url";
import { TmdbImage, tmdbImage } from "./tmdb-image";

beforeEach(() => provideRuntimeConfig({ tmdbBaseUrl: "/3", tmdbApiKey: "key", imageBaseUrl: "/t/p/", clerkPublishableKey: null, listsAvailable: false, confirmsEmail: false, ssoName: null }));

describe("an image from the image host, made in the browser", () => {
  it("knows its box and when to load before it knows its sources, so no browser fetches it early or at the wrong size", () => {
    const { container } = render(<img {...tmdbImage("/p.jpg", POSTER_SIZES, { sizes: "144px", loading: "lazy" })} alt="" />);
    const order = container.querySelector("img")!.getAttributeNames();
    expect(order.indexOf("loading")).toBeLessThan(order.indexOf("srcset"));
    expect(order.indexOf("sizes")).toBeLessThan(order.indexOf("srcset"));
    expect(order.indexOf("srcset")).toBeLessThan(order.indexOf("src"));
  });

  it("marks the page's first picture to be fetched before the others, before its sources too", () => {
    const { container } = render(<img {...tmdbImage("/b.jpg", POSTER_SIZES, { sizes: "100vw", priority: "high" })} alt="" />);
    const image = container.querySelector("img")!;
    expect(image.getAttribute("fetchpriority")).toBe("high");
    expect(image.getAttributeNames().indexOf("fetchpriority")).toBeLessThan(image.getAttributeNames().indexOf("src"));
    expect(tmdbImage("/p.jpg", POSTER_SIZES, { sizes: "144px" })).not.toHaveProperty("fetchpriority");
  });

  it("offers every size of its kind and the largest as the fallback", () => {
    const image = tmdbImage("/p.jpg", POSTER_SIZES, { sizes: "144px" });
    expect(image.loading).toBe("eager");
    expect(image.srcSet.split(", ")).toHaveLength(POSTER_SIZES.length);
    expect(image.src).toBe(`/t/p/${POSTER_SIZES[POSTER_SIZES.length - 1]}/p.jpg`);
  });
});

/** The browser's IntersectionObserver as far as a picture needs it: the test says when an element comes near. */
class ScreenWatcher {
  static watched = new Map<Element, ScreenWatcher>();
  constructor(private readonly report: IntersectionObserverCallback) {}
  observe(element: Element) {
    ScreenWatcher.watched.set(element, this);
  }
  unobserve(element: Element) {
    ScreenWatcher.watched.delete(element);
  }
  static comeNear(element: Element) {
    const watcher = ScreenWatcher.watched.get(element)!;
    watcher.report([{ target: element, isIntersecting: true } as IntersectionObserverEntry], watcher as unknown as IntersectionObserver);
  }
}

describe("a picture that waits to come near the screen", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("is sent by the server without sources, so nothing fetches it before the page runs; one that does not wait has them", () => {
    const lazy = renderToString(<TmdbImage path="/p.jpg" ladder={POSTER_SIZES} sizes="144px" loading="lazy" alt="" />);
    expect(lazy).not.toContain("src");
    expect(lazy).toContain('sizes="144px"');
    const eager = renderToString(<TmdbImage path="/p.jpg" ladder={POSTER_SIZES} sizes="144px" alt="" />);
    expect(eager).toContain('src="/t/p/w780/p.jpg"');
  });

  it("gets its sources once it comes near the screen, and keeps them", () => {
    vi.stubGlobal("IntersectionObserver", ScreenWatcher);
    const { container } = render(<TmdbImage path="/p.jpg" ladder={POSTER_SIZES} sizes="144px" loading="lazy" alt="" />);
    const image = container.querySelector("img")!;
    expect(image.getAttribute("src")).toBeNull();
    act(() => ScreenWatcher.comeNear(image));
    expect(image.getAttribute("src")).toBe("/t/p/w780/p.jpg");
    expect(image.getAttribute("srcset")?.split(", ")).toHaveLength(POSTER_SIZES.length);
    expect(ScreenWatcher.watched.has(image)).toBe(false);
  });

  it("keeps its sources when a picture that loaded at once is told to wait (its card moved down the list)", () => {
    vi.stubGlobal("IntersectionObserver", ScreenWatcher);
    const page = render(<TmdbImage path="/p.jpg" ladder={POSTER_SIZES} sizes="144px" loading="eager" alt="" />);
    page.rerender(<TmdbImage path="/p.jpg" ladder={POSTER_SIZES} sizes="144px" loading="lazy" alt="" />);
    expect(page.container.querySelector("img")!.getAttribute("src")).toBe("/t/p/w780/p.jpg");
  });
});
