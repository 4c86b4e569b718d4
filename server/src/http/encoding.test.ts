import { describe, expect, it } from "vitest";
import { negotiateEncoding } from "./encoding";

describe("negotiateEncoding", () => {
  it("prefers brotli when the client accepts both", () => {
    expect(negotiateEncoding("gzip, deflate, br", ["br", "gzip"])).toBe("br");
  });
  it("falls back to gzip when brotli is not accepted", () => {
    expect(negotiateEncoding("gzip, deflate", ["br", "gzip"])).toBe("gzip");
  });
  it("respects q=0 as a refusal", () => {
    expect(negotiateEncoding("br;q=0, gzip", ["br", "gzip"])).toBe("gzip");
  });
  it("honours the wildcard", () => {
    expect(negotiateEncoding("*", ["br", "gzip"])).toBe("br");
  });
  it("sends identity when nothing acceptable is available", () => {
    expect(negotiateEncoding(undefined, ["br", "gzip"])).toBeUndefined();
    expect(negotiateEncoding("deflate", ["br", "gzip"])).toBeUndefined();
    expect(negotiateEncoding("br, gzip", [])).toBeUndefined();
  });
  it("prefers the higher weight", () => {
    expect(negotiateEncoding("br;q=0.5, gzip;q=0.9", ["br", "gzip"])).toBe("gzip");
  });
});
