import { isDiaryYear, type DiaryPage } from "../../../../common/diary";
import { pageParam } from "../../lib/page-params";
import type { PageContext } from "../../lib/page-route";
import { useListMarks } from "../../lists/list-marks";
import { listsAvailable } from "../../lists/lists-available";
import type { AnswerRequest } from "../../stores/movie-store";
import { CACHE_TTL_MS } from "../../tmdb/ttl-cache";

/** What the diary's address names: `/diary?year=2024&page=2`; a year it cannot read is all years. */
export interface DiaryAddress {
  year: number | undefined;
  page: number;
}

export function readDiaryAddress(params: URLSearchParams): DiaryAddress {
  const year = params.get("year");
  return { year: isDiaryYear(year) ? Number(year) : undefined, page: pageParam(params) };
}

/** Keys carry the lists' generation (lists/list-marks.ts), so the diary is read afresh after any change to the lists, as their pages are. */
export const diaryKeyBase = ({ year, page }: DiaryAddress) => `me-diary-${year ?? "all"}-page-${page}`;

export const diaryAnswer = (address: DiaryAddress): AnswerRequest<DiaryPage> => ({
  slot: "myDiary",
  key: `${diaryKeyBase(address)}-g${useListMarks.getState().generation}`,
  ttlMs: CACHE_TTL_MS.list,
  fetch: (service) => service.getDiary(address.year, address.page),
  fallback: "Failed to fetch your diary",
});

/** `/diary`: one page of the person's viewings. Nothing is asked when the server keeps no lists for this sign-in. */
export async function loadDiaryPage({ searchParams, movies }: PageContext): Promise<void> {
  if (listsAvailable()) await movies.show(diaryAnswer(readDiaryAddress(searchParams)));
}
