import type { PageLoad } from "../../lib/page-route";

/** The person's diary (`/diary`): its rules load with the page's code (./diary-answer.ts), as the lists' do. */
export const loadDiary: PageLoad = async (context) => (await import("./diary-page")).loadDiaryPage(context);
