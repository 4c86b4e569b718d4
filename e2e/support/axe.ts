import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/** The promise MovieApp makes (README): WCAG 2.2 AA, checked with every rule axe has for it, its best practices and its experimental rules. */
export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa", "best-practice", "experimental"];

/** What axe finds wrong on the page as it is: with every rule of AXE_TAGS, or only with `rules`. */
export async function axeViolations(page: Page, rules?: string[]) {
  // axe runs whole in the page (its "legacy" mode). The default runs it in each frame and then
  // gathers the results in a blank page it opens for every scan, which was two thirds of a scan's
  // time (docs/decisions/070); the app's pages hold no frame whose content is ours to check.
  // Only violations are read: axe then details one element for each rule that passed or does not
  // apply instead of every element, which took 40% of a full scan of a page of cards. The options
  // come first: AxeBuilder's `options()` replaces the rules or tags chosen before it.
  const axe = new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ["violations"] });
  const results = await (rules ? axe.withRules(rules) : axe.withTags(AXE_TAGS)).analyze();
  return results.violations;
}
