import { describe, expect, it } from "vitest";
import { isClientRoute } from "./spa-shell";

describe("isClientRoute", () => {
  it("treats app routes and deep links as client routes", () => {
    for (const path of ["/", "/movie/550", "/search", "/sign-in", "/404", "/anything/else"]) {
      expect(isClientRoute(path), path).toBe(true);
    }
  });
  it("leaves files and server paths alone", () => {
    for (const path of ["/assets/index-abc.js", "/favicon.svg", "/healthz", "/3/movie/popular", "/api/auth/session", "/t/p/w500/x.svg"]) {
      expect(isClientRoute(path), path).toBe(false);
    }
  });
});
