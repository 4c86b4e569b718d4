import { render } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { provideRuntimeConfig } from "../lib/runtime-config";
import { POSTER_SIZES } from "../tmdb/image-url";
import { tmdbImage } from "./tmdb-image";

beforeEach(() => provideRuntimeConfig({ tmdbBaseUrl: "/3", tmdbApiKey: "key", imageBaseUrl: "/t/p/", clerkPublishableKey: null, listsAvailable: false, confirmsEmail: false }));

describe("an image from the image host, made in the browser", () => {
  it("knows its box and when to load before it knows its sources, so no browser fetches it early or at the wrong size", () => {
    const { container } = render(<img {...tmdbImage("/p.jpg", POSTER_SIZES, { sizes: "144px", loading: "lazy" })} alt="" />);
    const order = container.querySelector("img")!.getAttributeNames();
    expect(order.indexOf("loading")).toBeLessThan(order.indexOf("srcset"));
    expect(order.indexOf("sizes")).toBeLessThan(order.indexOf("srcset"));
    expect(order.indexOf("srcset")).toBeLessThan(order.indexOf("src"));
  });

  it("marks the page's first picture to be fetched before the others, before its sources too", () => {
    const { container } = render(<img {...tmdbImage("/b.jpg", POSTER_SIZES, { sizes: "100vw", first: true })} alt="" />);
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
