import type { PageLoad } from "../../lib/page-route";

/** The release calendar (`/calendar`): its rules load with the page's code (./calendar-answer.ts), as the lists' do. */
export const loadCalendar: PageLoad = async (context) => (await import("./calendar-page")).loadCalendarPage(context);
