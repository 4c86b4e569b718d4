import { describe, expect, it } from "vitest";
import { readUiCookie } from "./ui-cookie";
import { useUiStore } from "./ui-store";

/** The store as the page gets it, read before any test changes it (they run in any order). */
const atStart = { ...useUiStore.getState() };

describe("the UI store", () => {
  it("starts with the spec's defaults", () => {
    expect(atStart).toMatchObject({ viewMode: "grid", theme: "light", sidebarOpen: false, searchQuery: "", isSearching: false, globalLoading: false });
  });

  it("keeps exactly searchQuery, viewMode, theme and sidebarOpen in local storage under 'ui-store'", () => {
    const state = useUiStore.getState();
    state.setSearchQuery("alien");
    state.setViewMode("list");
    state.toggleTheme();
    state.setSidebarOpen(true);
    state.setIsSearching(true);
    state.setLoadingState("fetchingMovies", true);
    state.setGlobalLoading(true, "Saving...");
    const saved = JSON.parse(localStorage.getItem("ui-store")!) as { state: Record<string, unknown> };
    expect(saved.state).toEqual({ searchQuery: "alien", viewMode: "list", theme: "dark", sidebarOpen: true });
  });

  it("copies the saved settings to the cookie the server renders with, and only those", () => {
    const state = useUiStore.getState();
    state.setSearchQuery("heat");
    state.setViewMode("grid");
    state.setTheme("dark");
    state.setSidebarOpen(false);
    state.setGlobalLoading(true, "Loading movies");
    expect(readUiCookie(document.cookie)).toEqual({ searchQuery: "heat", viewMode: "grid", theme: "dark", sidebarOpen: false });
    state.setTheme("light");
    expect(readUiCookie(document.cookie)?.theme).toBe("light");
    // Back to the defaults: nothing left to send.
    state.setSearchQuery("");
    expect(document.cookie).not.toContain("movieapp-ui=");
  });

  it("drops the loading message when the global loading ends", () => {
    useUiStore.getState().setGlobalLoading(true, "Loading movies");
    expect(useUiStore.getState().loadingMessage).toBe("Loading movies");
    useUiStore.getState().setGlobalLoading(false);
    expect(useUiStore.getState()).toMatchObject({ globalLoading: false, loadingMessage: null });
  });
});
