import type { PageLoad } from "../../lib/page-route";

/** A list the person named (`/lists/mine/{id}`): its rules load with the page's code (./named-list-answer.ts), as the fixed lists' do. */
export const loadNamedList: PageLoad = async (context) => (await import("./named-list-page")).loadNamedListPage(context);
