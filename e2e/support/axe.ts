import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/** The promise MovieApp makes (README): WCAG 2.2 AA, checked with every rule axe has for it, its best practices and its experimental rules. */
export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa", "best-practice", "experimental"];

/** What axe finds wrong on the page as it is: with every rule of AXE_TAGS, or only with `rules`. */
export async function axeViolations(page: Page, rules?: string[]) {
  const axe = new AxeBuilder({ page });
  // Only violations are read: axe then details one element for each rule that passed or does not
  // apply instead of every element, which took 40% of a full scan of a page of cards.
  const results = await (rules ? axe.withRules(rules) : axe.withTags(AXE_TAGS)).options({ resultTypes: ["violations"] }).analyze();
  return results.violations;
}
