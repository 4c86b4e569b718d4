import type { PageLoad } from "../../lib/page-route";

/**
 * The person's lists (`/lists`, `/lists/{list}`). The rules reading the address are the page
 * module's own (./list-answer.ts, which it imports), asked for from the page module itself: they
 * load with the page's code, and the first download names no chunk more.
 */
export const loadLists: PageLoad = async (context) => (await import("./lists-page")).loadListsPage(context);
