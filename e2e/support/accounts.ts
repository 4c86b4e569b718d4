import { randomInt } from "node:crypto";
import { expect, type Page } from "@playwright/test";

let counter = 0;

/** A fresh, unique account for one test. */
export function newAccount(label = "viewer") {
  counter += 1;
  return {
    email: `${label}-${process.pid}-${Date.now()}-${counter}@example.com`,
    password: "lantern orchard 1987 breeze",
    firstName: "Ada",
    lastName: "Lovelace",
  };
}

/**
 * Signs up through the real auth API in the page's own browser context, so the session cookie
 * lands in the browser exactly as a sign-up through the form would leave it.
 */
export async function signUpViaApi(page: Page, baseURL: string, account = newAccount()) {
  // The test server trusts X-Forwarded-For (TRUST_PROXY=on), so each account arrives from an address
  // of its own, drawn at random (a count would start again in each worker process, and in each
  // repeat of a file), and the per-client sign-up limit (20 per 10 minutes) is not what the suite measures.
  const response = await page.request.post("/api/auth/sign-up/email", {
    data: { email: account.email, password: account.password, name: `${account.firstName} ${account.lastName}` },
    headers: { Origin: baseURL, "X-Forwarded-For": `198.18.${randomInt(256)}.${randomInt(256)}` },
  });
  expect(response.status(), await response.text()).toBe(200);
  return account;
}
