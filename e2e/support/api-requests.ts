import type { Page } from "@playwright/test";

/** Every catalog request the page sends from now on, as path and sorted parameters (the key left out). */
export function recordApiRequests(page: Page): string[] {
  const sent: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith("/3/")) return;
    url.searchParams.delete("api_key");
    url.searchParams.sort();
    sent.push(`${url.pathname}?${url.searchParams.toString()}`);
  });
  return sent;
}
