import { describe, expect, it } from "vitest";
import { collectionName, formatMoney, formatRuntime, languageName } from "./format";
import { yearOf } from "../../lib/year-of";

describe("details formatting", () => {
  it("formats runtime, money and years", () => {
    expect(formatRuntime(175)).toBe("2h 55m");
    expect(formatRuntime(45)).toBe("45m");
    expect(formatRuntime(null)).toBeNull();
    expect(formatMoney(6000000)).toBe("$6,000,000");
    expect(formatMoney(245066411)).toBe("$245,066,411");
    expect(formatMoney(999.5)).toBe("$1,000");
    expect(formatMoney(0)).toBeNull();
    expect(yearOf("1972-03-14")).toBe("1972");
    expect(yearOf("")).toBe("");
  });

  it("names a language from the film's spoken languages first, then from locale data", () => {
    const spoken = [{ iso_639_1: "cn", english_name: "Cantonese", name: "广州话 / 廣州話" }];
    expect(languageName("cn", spoken)).toBe("Cantonese");
    expect(languageName("ko")).toBe("Korean");
    expect(languageName("ko", spoken)).toBe("Korean");
    expect(languageName("not a code")).toBe("not a code");
  });

  it("names a collection after 'Part of' with one 'the'", () => {
    expect(collectionName("The Lord of the Rings Collection")).toBe("The Lord of the Rings Collection");
    expect(collectionName("Star Wars Collection")).toBe("the Star Wars Collection");
  });
});
