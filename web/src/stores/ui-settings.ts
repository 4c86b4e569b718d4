export type ViewMode = "grid" | "list";
export type Theme = "light" | "dark";

/** The interface settings kept in local storage under "ui-store" (exactly these four; the rest of the ui-store is per visit). */
export interface PersistedUi {
  searchQuery: string;
  viewMode: ViewMode;
  theme: Theme;
  sidebarOpen: boolean;
}

/** The settings a visitor has before changing any: grid view, light theme, sidebar closed, no stored search. The server renders these without a settings cookie. */
export const DEFAULT_UI: PersistedUi = { searchQuery: "", viewMode: "grid", theme: "light", sidebarOpen: false };
