import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { inlineStylesheets, pageStylesheet } from "./inline-stylesheet";

function webRootWith(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), "movieapp-inline-css-"));
  mkdirSync(join(root, "assets"));
  for (const [name, body] of Object.entries(files)) writeFileSync(join(root, "assets", name), body);
  return root;
}

describe("inlining the stylesheet", () => {
  it("replaces the link with the sheet and gives the CSP hash of exactly what was inlined", () => {
    const css = "body{margin:0}.card{color:#333}";
    const root = webRootWith({ "index-abc.css": css });
    const { html, hashes } = inlineStylesheets('<head><link rel="stylesheet" crossorigin href="/assets/index-abc.css"></head>', root);
    expect(html).toBe(`<head><style>${css}</style><link rel="stylesheet" type="text/x-inlined" href="/assets/index-abc.css"></head>`);
    expect(hashes).toEqual([`'sha256-${createHash("sha256").update(css).digest("base64")}'`]);
  });

  it("leaves a missing sheet, or one that could end the style element, as a link", () => {
    const root = webRootWith({ "odd.css": "a::after{content:'</style>'}" });
    const page = '<link rel="stylesheet" crossorigin href="/assets/missing.css"><link rel="stylesheet" crossorigin href="/assets/odd.css">';
    expect(inlineStylesheets(page, root)).toEqual({ html: page, hashes: [] });
  });

  it("joins a page's own sheets, in order, into one element with one hash", () => {
    const root = webRootWith({ "grid-1.css": ".grid{display:grid}", "home-2.css": ".tabs{gap:1rem}" });
    const style = pageStylesheet(root, ["/assets/grid-1.css", "/assets/home-2.css"])!;
    expect(style.element).toBe(
      '<style>.grid{display:grid}\n.tabs{gap:1rem}</style><link rel="stylesheet" type="text/x-inlined" href="/assets/grid-1.css"><link rel="stylesheet" type="text/x-inlined" href="/assets/home-2.css">',
    );
    expect(style.hash).toBe(`'sha256-${createHash("sha256").update(".grid{display:grid}\n.tabs{gap:1rem}").digest("base64")}'`);
  });

  it("gives nothing for a page without sheets, and links a page's sheets when one is missing or unsafe to inline", () => {
    const root = webRootWith({ "ok.css": "a{color:red}", "odd.css": "a::after{content:'</style>'}" });
    expect(pageStylesheet(root, [])).toBeUndefined();
    const links = '<link rel="stylesheet" crossorigin href="/assets/ok.css"><link rel="stylesheet" crossorigin href="/assets/missing.css">';
    expect(pageStylesheet(root, ["/assets/ok.css", "/assets/missing.css"])).toEqual({ element: links, hash: undefined });
    expect(pageStylesheet(root, ["/assets/ok.css", "/assets/odd.css"])?.hash).toBeUndefined();
  });
});
