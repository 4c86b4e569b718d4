import type { DiaryPage } from "../../../../common/diary";
import { pageParam, yearParam } from "../../lib/page-params";
import type { PageContext } from "../../lib/page-route";
import { listsAvailable } from "../../lists/lists-available";
import type { AnswerRequest } from "../../stores/movie-store";
import { personalAnswer } from "./list-answer";

/** What the diary's address names: `/diary?year=2024&page=2`; a year it cannot read is all years. */
export interface DiaryAddress {
  year: number | undefined;
  page: number;
}

export const readDiaryAddress = (params: URLSearchParams): DiaryAddress => ({ year: yearParam(params), page: pageParam(params) });

export const diaryKeyBase = ({ year, page }: DiaryAddress) => `me-diary-${year ?? "all"}-page-${page}`;

export const diaryAnswer = (address: DiaryAddress): AnswerRequest<DiaryPage> =>
  personalAnswer("myDiary", diaryKeyBase(address), (service) => service.getDiary(address.year, address.page), "Failed to fetch your diary");

/** `/diary`: one page of the person's viewings. Nothing is asked when the server keeps no lists for this sign-in. */
export async function loadDiaryPage({ searchParams, movies }: PageContext): Promise<void> {
  if (listsAvailable()) await movies.show(diaryAnswer(readDiaryAddress(searchParams)));
}
