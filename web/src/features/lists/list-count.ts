import type { ListName } from "../../../../common/lists";
import { groupDigits } from "../../lib/group-digits";

/** How much a list holds, in words: its films ("1 film", "1,204 films"), or for the films seen, the viewings ("2 viewings": a film seen twice counts twice). */
export function listCount(list: ListName, count: number): string {
  const [one, many] = list === "seen" ? ["viewing", "viewings"] : ["film", "films"];
  return `${groupDigits(count)} ${count === 1 ? one : many}`;
}
