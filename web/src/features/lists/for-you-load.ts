import type { PageLoad } from "../../lib/page-route";

/** Picks for the person (`/for-you`): its rules load with the page's code (./for-you-answer.ts), as the lists' do. */
export const loadForYou: PageLoad = async (context) => (await import("./for-you-page")).loadForYouPage(context);
