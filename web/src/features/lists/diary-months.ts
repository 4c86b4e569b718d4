import type { DiaryEntry } from "../../../../common/diary";

/** The viewings of one month, as the diary heads them: "2024-03" and its entries, newest first. */
export interface DiaryMonth {
  month: string;
  entries: DiaryEntry[];
}

/**
 * A page of the diary cut into its months, in the page's order (newest first). A month that runs
 * on from the page before begins this page again, under its heading.
 */
export function diaryMonths(entries: readonly DiaryEntry[]): DiaryMonth[] {
  const months: DiaryMonth[] = [];
  for (const entry of entries) {
    const month = entry.seen_on.slice(0, 7);
    const last = months.at(-1);
    if (last?.month === month) last.entries.push(entry);
    else months.push({ month, entries: [entry] });
  }
  return months;
}
