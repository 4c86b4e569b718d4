import { test as base, expect } from "@playwright/test";
import { anotherClientAddress } from "./client-address";

/** The header that names the faults the test server is to inject (FAULT_INJECTION=on: server/src/http/fault-injection.ts). */
export const FAULT_HEADER = "X-MovieApp-Fault";

interface Fixtures {
  /** Console errors a test provokes on purpose (a 500 it injected, a chunk it blocked). */
  expectedConsoleErrors: RegExp | null;
  /** A fault for the server to inject into the test's requests (its FAULT_HEADER: "path=…; status=500"). */
  fault: string | null;
  pageErrors: string[];
}

/**
 * The base test for every journey: points baseURL at the server global-setup started, and fails
 * any test during which the page logged an unexpected error or threw, so silent breakage cannot pass.
 */
export const test = base.extend<Fixtures>({
  // Playwright requires the object pattern even when a fixture depends on nothing.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL;
    if (!url) throw new Error("E2E_BASE_URL is not set: run the tests through `npm run test:e2e`");
    await use(url);
  },
  expectedConsoleErrors: [null, { option: true }],
  fault: [null, { option: true }],
  // Each test is a person on a machine of their own, as the server sees clients: its browser's and
  // its API requests' sign-ups and sign-ins count against that address's limits, not against one
  // address that every journey of the run shares (a faster run would meet those limits). Contexts a
  // test opens itself share its address unless they set their own headers.
  extraHTTPHeaders: async ({ extraHTTPHeaders, fault }, use) => {
    await use({ "X-Forwarded-For": anotherClientAddress(), ...(fault ? { [FAULT_HEADER]: fault } : {}), ...extraHTTPHeaders });
  },
  // A signed-in page arrives server-rendered (docs/decisions/014): it is on screen before it is
  // interactive. Every navigation waits until the app has started (hydrated or rendered), as a
  // person waits for a page to respond, so clicks are not lost to the moments before.
  page: async ({ page }, use) => {
    const started = () => page.waitForSelector("html[data-app-started]", { state: "attached" });
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await started();
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await started();
      return response;
    };
    await use(page);
  },
  pageErrors: [
    async ({ page, expectedConsoleErrors }, use) => {
      const errors: string[] = [];
      // The browser reports every 4xx answer as a console error; an expected "wrong password"
      // (401) or "too many attempts" (429) is behaviour under test, not breakage.
      const allowed = [/Failed to load resource: the server responded with a status of 4\d\d/, ...(expectedConsoleErrors ? [expectedConsoleErrors] : [])];
      page.on("console", (message) => {
        if (message.type() === "error" && !allowed.some((pattern) => pattern.test(message.text()))) errors.push(message.text());
      });
      page.on("pageerror", (error) => {
        if (!allowed.some((pattern) => pattern.test(error.message))) errors.push(error.message);
      });
      await use(errors);
      expect(errors, "the page logged errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
