import { describe, expect, it } from "vitest";
import { RUNTIME_CONFIG_ELEMENT_ID, serializeRuntimeConfig, type RuntimeConfig } from "../../../common/runtime-config";
import { listsAvailable } from "../lists/lists-available";
import { provideRuntimeConfig, readRuntimeConfig } from "./runtime-config";

const CLERK_KEY = "pk_test_Y2xlcmsuZXhhbXBsZS5jb20k";
const served = { tmdbBaseUrl: "/3", tmdbApiKey: "movieapp-local-catalog", imageBaseUrl: "/t/p/", confirmsEmail: false, ssoName: null };

/** A page as the server sends it: its runtime configuration as JSON in the shell (or none, as Vite's dev server sends it). */
function pageWith(config?: Partial<RuntimeConfig>): Document {
  const page = document.implementation.createHTMLDocument();
  if (config) {
    const element = page.createElement("script");
    element.type = "application/json";
    element.id = RUNTIME_CONFIG_ELEMENT_ID;
    element.textContent = serializeRuntimeConfig(config as RuntimeConfig);
    page.body.append(element);
  }
  return page;
}

describe("whether the app shows list controls", () => {
  it("is what the server says: with its own accounts, with Clerk when it can verify Clerk's sessions, and not otherwise", () => {
    expect(readRuntimeConfig(pageWith({ ...served, clerkPublishableKey: null, listsAvailable: true })).listsAvailable).toBe(true);
    expect(readRuntimeConfig(pageWith({ ...served, clerkPublishableKey: CLERK_KEY, listsAvailable: true })).listsAvailable).toBe(true);
    expect(readRuntimeConfig(pageWith({ ...served, clerkPublishableKey: CLERK_KEY, listsAvailable: false })).listsAvailable).toBe(false);
    // A server without lists at all (no accounts) says so whatever the sign-in.
    expect(readRuntimeConfig(pageWith({ ...served, clerkPublishableKey: null, listsAvailable: false })).listsAvailable).toBe(false);
  });

  it("without the server's word, is the embedded sign-in's only", () => {
    expect(readRuntimeConfig(pageWith()).listsAvailable).toBe(true);
    expect(readRuntimeConfig(pageWith({ ...served, clerkPublishableKey: null })).listsAvailable).toBe(true);
    expect(readRuntimeConfig(pageWith({ ...served, clerkPublishableKey: CLERK_KEY })).listsAvailable).toBe(false);
  });

  it("is read by every list control from the configuration in force", () => {
    provideRuntimeConfig({ ...served, clerkPublishableKey: CLERK_KEY, listsAvailable: true });
    expect(listsAvailable()).toBe(true);
    provideRuntimeConfig({ ...served, clerkPublishableKey: CLERK_KEY, listsAvailable: false });
    expect(listsAvailable()).toBe(false);
  });
});
