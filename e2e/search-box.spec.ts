import type { Locator, Page } from "@playwright/test";
import { signUpViaApi } from "./support/accounts";
import { expect, test } from "./support/fixtures";

interface CdpNode {
  nodeId: number;
  attributes?: string[];
  children?: CdpNode[];
  shadowRoots?: CdpNode[];
}

/**
 * Whether the browser's own clear button (the × Chromium draws in a search box with text) is on
 * screen in the box with this id. It lives in the input's user-agent shadow tree, which the page
 * cannot reach and getComputedStyle cannot name, so it is read through the DevTools protocol, as
 * the Elements panel reads it: drawn (display), and not transparent (Chromium shows it at full
 * opacity only while the box is focused or hovered).
 */
async function nativeClearShows(page: Page, inputId: string): Promise<boolean> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send("DOM.enable");
    await cdp.send("CSS.enable");
    const { root } = (await cdp.send("DOM.getDocument", { depth: -1, pierce: true })) as { root: CdpNode };
    const find = (node: CdpNode, test: (n: CdpNode) => boolean): CdpNode | undefined =>
      test(node) ? node : [...(node.children ?? []), ...(node.shadowRoots ?? [])].map((child) => find(child, test)).find(Boolean);
    const attribute = (node: CdpNode, name: string) => node.attributes?.[node.attributes.indexOf(name) + 1];
    const input = find(root, (node) => node.attributes?.includes("id") === true && attribute(node, "id") === inputId);
    const cancel = input && find(input, (node) => attribute(node, "pseudo") === "-webkit-search-cancel-button");
    if (!cancel) throw new Error(`no search box #${inputId} with a native clear button`);
    const { computedStyle } = (await cdp.send("CSS.getComputedStyleForNode", { nodeId: cancel.nodeId })) as { computedStyle: Array<{ name: string; value: string }> };
    const style = (name: string) => computedStyle.find((property) => property.name === name)?.value;
    return style("display") !== "none" && style("visibility") !== "hidden" && Number(style("opacity")) > 0;
  } finally {
    await cdp.detach();
  }
}

/** The clear controls a person sees in a search box: its app's own button and the browser's. */
async function clearControls(page: Page, box: Locator, inputId: string) {
  const own = await box.getByRole("button", { name: "Clear search" }).isVisible();
  return [own ? "the app's" : null, (await nativeClearShows(page, inputId)) ? "the browser's" : null].filter(Boolean);
}

test.beforeEach(async ({ page, baseURL }) => {
  await signUpViaApi(page, baseURL!);
});

test("the header's search box, with text, focused and hovered, shows one clear button: its own", async ({ page }) => {
  await page.goto("/");
  const box = page.getByRole("banner").getByRole("search");
  // Focused, the box is a combobox (its suggestions' pattern): found by its label.
  const input = box.getByLabel("Search movies");
  await input.fill("alien");
  await input.hover();
  await expect(input).toBeFocused();
  expect(await clearControls(page, box, "header-search")).toEqual(["the app's"]);
});

test("the phone menu's search box shows one clear button: its own", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto("/");
  await page.getByRole("button", { name: "Open menu" }).click();
  const box = page.locator("#mobile-menu").getByRole("search");
  const input = box.getByLabel("Search movies");
  await input.fill("alien");
  await input.hover();
  expect(await clearControls(page, box, "mobile-search")).toEqual(["the app's"]);
});

test("the search page's box, which has no button of its own, keeps the browser's", async ({ page }) => {
  await page.goto("/search?q=godfather");
  const box = page.getByRole("main").getByRole("search");
  const input = box.getByRole("searchbox");
  await expect(input).toHaveValue("godfather");
  await input.focus();
  await input.hover();
  expect(await clearControls(page, box, "search-query")).toEqual(["the browser's"]);
});
