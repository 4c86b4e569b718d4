import type { Page } from "@playwright/test";

export const THEMES = ["light", "dark"] as const;
export type Theme = (typeof THEMES)[number];

/**
 * Shows the page in this theme the way the theme switch does: it sets `<html data-theme>`, and the
 * styles follow (no colour is animated). A visitor who signs out in a theme reaches the signed-out
 * pages with it still set, so this stands for that too.
 */
export const showTheme = (page: Page, theme: Theme) => page.evaluate((name) => void (document.documentElement.dataset.theme = name), theme);
