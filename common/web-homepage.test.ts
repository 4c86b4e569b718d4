import { describe, expect, it } from "vitest";
import { webHomepage } from "./web-homepage";

describe("webHomepage", () => {
  it.each(["https://www.avatarmovie.com/", "http://www.pirates.disney.com", "HTTPS://Example.org/path?q=1#top"])("keeps %s", (url) => {
    expect(webHomepage(url)).toBe(url);
  });

  it("keeps a web address without the spaces around it", () => {
    expect(webHomepage("  https://example.org/  ")).toBe("https://example.org/");
  });

  it.each([
    "javascript:alert(1)",
    " JavaScript:alert(document.cookie)",
    "java\nscript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "vbscript:msgbox(1)",
    "file:///etc/passwd",
    "ftp://example.org/",
    "//evil.example/",
    "/relative/path",
    "www.example.com",
    "http://",
    "",
  ])("drops %j", (value) => {
    expect(webHomepage(value)).toBe("");
  });

  it("treats a missing homepage as none", () => {
    expect(webHomepage(null)).toBe("");
    expect(webHomepage(undefined)).toBe("");
  });
});
