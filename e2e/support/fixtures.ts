import { test as base, expect } from "@playwright/test";

/**
 * The base test for every journey: points baseURL at the server global-setup started, and fails
 * any test during which the page logged an error or threw, so silent breakage cannot pass.
 */
export const test = base.extend<{ pageErrors: string[] }>({
  // Playwright requires the object pattern even when a fixture depends on nothing.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL;
    if (!url) throw new Error("E2E_BASE_URL is not set: run the tests through `npm run test:e2e`");
    await use(url);
  },
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        // The browser reports every 4xx answer as a console error; an expected "wrong password"
        // (401) or "too many attempts" (429) is behaviour under test, not breakage.
        if (message.type() === "error" && !/Failed to load resource: the server responded with a status of 4\d\d/.test(message.text())) {
          errors.push(message.text());
        }
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await use(errors);
      expect(errors, "the page logged errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
