import { describe, expect, it } from "vitest";
import { discoverKeywordAddress, keywordLabel, keywordSlug, readKeywordSlug } from "./keyword-address";

describe("a keyword in an address", () => {
  it("is its id and its name for people to read, and reads back", () => {
    expect(keywordSlug({ id: 6919399, name: "Organized Crime" })).toBe("6919399-organized-crime");
    expect(readKeywordSlug("6919399-organized-crime")).toEqual({ id: 6919399, name: "organized crime" });
    expect(discoverKeywordAddress({ id: 1, name: "café society" })).toBe("/discover?keyword=1-caf%C3%A9-society");
  });

  it("needs an id first; a bare id gets a name of its own", () => {
    expect(readKeywordSlug("42")).toEqual({ id: 42, name: "" });
    // An address that named only the id keeps naming only the id, and reads as "#42".
    expect(keywordSlug(readKeywordSlug("42")!)).toBe("42");
    expect(keywordLabel(readKeywordSlug("42")!)).toBe("#42");
    expect(keywordLabel(readKeywordSlug("6087981-vigilante")!)).toBe("vigilante");
    for (const raw of ["vigilante", "", null, "0-x", "-3"]) expect(readKeywordSlug(raw)).toBeUndefined();
  });
});
