import { expect, type Page } from "@playwright/test";
import { anotherClientAddress } from "./client-address";

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
  // Each account arrives from an address of its own, so the per-client sign-up limit (20 per 10
  // minutes) is not what the suite measures.
  const response = await page.request.post("/api/auth/sign-up/email", {
    data: { email: account.email, password: account.password, name: `${account.firstName} ${account.lastName}` },
    headers: { Origin: baseURL, "X-Forwarded-For": anotherClientAddress() },
  });
  expect(response.status(), await response.text()).toBe(200);
  return account;
}
