import { describe, expect, it, vi } from "vitest";
import { failedModuleAddress, importAfresh } from "./import-afresh";

describe("the address a failed dynamic import names", () => {
  it("is read from Chromium's and Firefox's messages", () => {
    const address = "https://movieapp.example/assets/movie-details-page-Cunpro2I.js";
    expect(failedModuleAddress(new TypeError(`Failed to fetch dynamically imported module: ${address}`))).toBe(address);
    expect(failedModuleAddress(new TypeError(`error loading dynamically imported module: ${address}`))).toBe(address);
  });

  it("is unknown when the message names none (Safari), or the failure is not an error", () => {
    expect(failedModuleAddress(new TypeError("Importing a module script failed."))).toBeUndefined();
    expect(failedModuleAddress("offline")).toBeUndefined();
  });
});

describe("loading again after a failure that names no address", () => {
  it("runs the loader again", async () => {
    const load = vi.fn().mockResolvedValue("page");
    await expect(importAfresh(new TypeError("Importing a module script failed."), load)).resolves.toBe("page");
    expect(load).toHaveBeenCalledTimes(1);
  });
});
