import { describe, expect, it } from "vitest";
import { createApp } from "../app";
import { listen } from "../test-support/listen";
import { testConfig } from "../test-support/test-config";
import { createFixtureWebRoot } from "../test-support/fixture-web-root";
import { frontendApiOf } from "./clerk-csp";

const KEY = "pk_test_Y2xlcmsuZXhhbXBsZS5jb20k";

describe("Clerk mode", () => {
  it("reads Clerk's Frontend API host from the publishable key", () => {
    expect(frontendApiOf(KEY)).toBe("https://clerk.example.com");
    expect(frontendApiOf("pk_test_bm90IGEga2V5")).toBeUndefined();
    expect(frontendApiOf("sk_test_abc")).toBeUndefined();
  });

  it("hands the key to the web app and opens the page policy for Clerk only", async () => {
    const running = await listen(createApp(testConfig({ webRoot: createFixtureWebRoot(), clerkPublishableKey: KEY }), { accepting: true }, {}));
    const res = await fetch(`${running.url}/sign-in`);
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("script-src 'self' https://clerk.example.com https://challenges.cloudflare.com");
    expect(csp).toContain("connect-src 'self' https://clerk.example.com");
    expect(csp).toContain("img-src 'self' data: https://img.clerk.com");
    expect(await res.text()).toContain(`"clerkPublishableKey":"${KEY}"`);
    await running.close();
  });
});
