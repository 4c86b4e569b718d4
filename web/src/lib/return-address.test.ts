import { describe, expect, it } from "vitest";
import { returnAddress, returnState } from "./return-address";

describe("the address a sign-in returns to", () => {
  it("is the page the visitor was going to, with its query and fragment", () => {
    expect(returnAddress(returnState("/movie/155?x=1#cast"))).toBe("/movie/155?x=1#cast");
    expect(returnAddress(returnState("/lists/watchlist"))).toBe("/lists/watchlist");
  });

  it("is home for anything that is not one of the app's own pages, or for no state at all", () => {
    for (const to of ["//evil.example/x", "/\\evil.example", "https://evil.example/", "javascript:alert(1)", "", "/sign-in", "/sign-up?x=1", "/sign-in/factor-one"]) {
      expect(returnAddress(returnState(to)), to).toBe("/");
    }
    for (const state of [null, undefined, "/movie/155", { returnTo: 155 }, { keepScroll: true }]) expect(returnAddress(state)).toBe("/");
  });

  it("keeps pages whose names only start like the sign-in page's", () => {
    expect(returnAddress(returnState("/sign-instructions"))).toBe("/sign-instructions");
  });
});
