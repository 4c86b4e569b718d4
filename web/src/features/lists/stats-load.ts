import type { PageLoad } from "../../lib/page-route";

/** The person's statistics (`/stats`): its rules load with the page's code (./stats-answer.ts), as the lists' do. */
export const loadStats: PageLoad = async (context) => (await import("./stats-page")).loadStatsPage(context);
