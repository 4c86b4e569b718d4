import { describe, expect, it } from "vitest";
import { readUiCookie, uiCookieValue } from "./ui-cookie";
import type { PersistedUi } from "./ui-settings";

const saved: PersistedUi = { searchQuery: "star wars; “special” & 100%", viewMode: "list", theme: "dark", sidebarOpen: false };

describe("the interface settings cookie", () => {
  it("carries the saved settings to the server and back, whatever the search holds", () => {
    const value = uiCookieValue(saved)!;
    expect(value).not.toMatch(/[;,\s]/);
    expect(readUiCookie(`better-auth.session_token=abc; movieapp-ui=${value}; other=1`)).toEqual(saved);
  });

  it("is not written for a stored search too long to send with every request", () => {
    expect(uiCookieValue({ ...saved, searchQuery: "x".repeat(700) })).toBeNull();
  });

  it("counts as absent when missing, malformed or holding values the app never writes", () => {
    const cookie = (settings: unknown) => `movieapp-ui=${encodeURIComponent(JSON.stringify(settings))}`;
    expect(readUiCookie(undefined)).toBeNull();
    expect(readUiCookie("session=1")).toBeNull();
    expect(readUiCookie("movieapp-ui=%7Bnot json")).toBeNull();
    expect(readUiCookie(cookie({ v: "mosaic", t: "dark", s: false, q: "" }))).toBeNull();
    expect(readUiCookie(cookie({ v: "grid", t: "sepia", s: false, q: "" }))).toBeNull();
    expect(readUiCookie(cookie({ v: "grid", t: "dark", s: "yes", q: "" }))).toBeNull();
    expect(readUiCookie(cookie({ v: "grid", t: "dark", s: false, q: 42 }))).toBeNull();
    expect(readUiCookie(cookie(["grid", "dark", false, ""]))).toBeNull();
    expect(readUiCookie(cookie({ v: "grid", t: "dark", s: false, q: "" }))).toEqual({ viewMode: "grid", theme: "dark", sidebarOpen: false, searchQuery: "" });
  });
});
