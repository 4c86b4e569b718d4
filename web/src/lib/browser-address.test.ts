import { afterEach, describe, expect, it } from "vitest";
import { isBrowserAt } from "./browser-address";

afterEach(() => window.history.replaceState(null, "", "/"));

describe("whether the browser is at an address", () => {
  it("compares the whole address: path, query and fragment", () => {
    window.history.replaceState(null, "", "/?q=the%20matrix#results");
    expect(isBrowserAt("/?q=the%20matrix#results")).toBe(true);
    expect(isBrowserAt("/?q=the%20matrix")).toBe(false);
    expect(isBrowserAt("/")).toBe(false);
  });

  it("follows the browser's history as soon as an entry is added, before anything renders", () => {
    window.history.pushState(null, "", "/movie/155");
    expect(isBrowserAt("/movie/155")).toBe(true);
  });
});
