import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";
import { renderCurrentState } from "./server-snapshot";
import { uiCookieValue, writeUiCookie } from "./ui-cookie";
import { DEFAULT_UI, type PersistedUi, type Theme, type ViewMode } from "./ui-settings";

export { DEFAULT_UI, type PersistedUi, type Theme, type ViewMode };

export type LoadingKey = "fetchingMovies" | "fetchingMovieDetails" | "searching" | "authenticating";

/** The four saved settings, and what lasts only for the visit: loading flags and the global loading overlay. */
export interface UiState extends PersistedUi {
  isSearching: boolean;
  loadingStates: Record<LoadingKey, boolean>;
  globalLoading: boolean;
  loadingMessage: string | null;
  setSearchQuery: (query: string) => void;
  setViewMode: (mode: ViewMode) => void;
  setTheme: (theme: Theme) => void;
  toggleTheme: () => void;
  setSidebarOpen: (open: boolean) => void;
  toggleSidebar: () => void;
  setIsSearching: (searching: boolean) => void;
  setLoadingState: (key: LoadingKey, loading: boolean) => void;
  setGlobalLoading: (loading: boolean, message?: string | null) => void;
}

export const UI_STORE_NAME = "ui-store";

export const persistedUiFields = (state: UiState): PersistedUi => ({
  searchQuery: state.searchQuery,
  viewMode: state.viewMode,
  theme: state.theme,
  sidebarOpen: state.sidebarOpen,
});

const isDefault = (ui: PersistedUi) => (Object.keys(DEFAULT_UI) as Array<keyof PersistedUi>).every((key) => ui[key] === DEFAULT_UI[key]);

/** The settings a server-rendered first view was rendered with, while the browser hydrates it. */
let hydratingWith: PersistedUi | null = null;

/**
 * Hydrates a first view against the settings the server rendered it with: React then re-renders
 * whatever the visitor's own saved settings change (a list view, a dark theme's switch, the stored
 * query in the header), as it does for any store that differs between server and browser. The
 * saved settings themselves are never touched.
 */
export function hydrateWithServerUi(ui: PersistedUi): void {
  hydratingWith = ui;
}

export const useUiStore = create<UiState>()(
  renderCurrentState(
    persist(
      (set) => ({
        ...DEFAULT_UI,
        isSearching: false,
        loadingStates: { fetchingMovies: false, fetchingMovieDetails: false, searching: false, authenticating: false },
        globalLoading: false,
        loadingMessage: null,
        setSearchQuery: (searchQuery) => set({ searchQuery }),
        setViewMode: (viewMode) => set({ viewMode }),
        setTheme: (theme) => set({ theme }),
        toggleTheme: () => set((s) => ({ theme: s.theme === "light" ? "dark" : "light" })),
        setSidebarOpen: (sidebarOpen) => set({ sidebarOpen }),
        toggleSidebar: () => set((s) => ({ sidebarOpen: !s.sidebarOpen })),
        setIsSearching: (isSearching) => set({ isSearching }),
        setLoadingState: (key, loading) => set((s) => ({ loadingStates: { ...s.loadingStates, [key]: loading } })),
        setGlobalLoading: (globalLoading, loadingMessage = null) => set({ globalLoading, loadingMessage: globalLoading ? loadingMessage : null }),
      }),
      { name: UI_STORE_NAME, storage: createJSONStorage(() => localStorage), partialize: persistedUiFields, version: 0 },
    ),
    () => hydratingWith,
  ),
);

// In the browser, the saved settings are copied to a cookie whenever they change (and at start, for
// visitors whose settings predate it), so the server renders their next page with them.
if (typeof document !== "undefined") {
  let copied: string | null | undefined;
  const copyToCookie = (state: UiState) => {
    const settings = persistedUiFields(state);
    // Without the cookie the server renders the defaults, so a visitor who never changed a setting sends none.
    const value = isDefault(settings) ? null : uiCookieValue(settings);
    if (value === copied) return;
    copied = value;
    writeUiCookie(value);
  };
  copyToCookie(useUiStore.getState());
  useUiStore.subscribe(copyToCookie);
}
