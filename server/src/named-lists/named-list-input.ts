import * as v from "valibot";
import { MAX_DESCRIPTION, MAX_LIST_NOTE, NAME_LIMITS, NAMED_LIST_SORTS, type NamedListSort } from "../../../common/named-lists";
import { AddedAt, NOT_A_PAGE, readPageNumber, SnapshotFields } from "../lists/list-input";

/** What a request about a person's own lists may carry, checked before anything is stored. */

export const Name = v.pipe(
  v.string("A list's name is text."),
  v.trim(),
  v.minLength(NAME_LIMITS.min, "A list needs a name."),
  v.maxLength(NAME_LIMITS.max, `A list's name can be at most ${NAME_LIMITS.max} characters long.`),
);
export const Description = v.pipe(v.string("A description is text."), v.trim(), v.maxLength(MAX_DESCRIPTION, `A description can be at most ${MAX_DESCRIPTION.toLocaleString("en")} characters long.`));
const Ranked = v.boolean("ranked is true or false.");
/** A film's note in a list: plain text, its line breaks kept; only the spaces at either end go. */
export const Note = v.pipe(v.string("A note is text."), v.trim(), v.maxLength(MAX_LIST_NOTE, `A note can be at most ${MAX_LIST_NOTE} characters long.`));
const Position = v.pipe(v.number("A position is a number."), v.integer("A position is a whole number."), v.minValue(1, "Positions start at 1."), v.maxValue(1_000_000, "That position is past any list's end."));

export const NewListBody = v.strictObject({ name: Name, description: v.optional(Description, ""), ranked: v.optional(Ranked, false) });

export const ListChangesBody = v.pipe(
  v.strictObject({ name: v.optional(Name), description: v.optional(Description), ranked: v.optional(Ranked) }),
  v.check((changes) => Object.keys(changes).length > 0, "Say what to change: name, description or ranked."),
);

/** A film put in a list (or its note changed); `position` and `added_at` when an undo puts it back where it was. */
export const ListFilmBody = v.strictObject({ ...SnapshotFields, note: v.optional(Note), position: v.optional(Position), added_at: v.optional(AddedAt) });

export const MoveBody = v.strictObject({ position: Position });

/** Sharing shows the owner by the name they choose (the app sends the account's name). */
export const ShareBody = v.strictObject({ owner_name: v.pipe(v.string("owner_name is text."), v.trim(), v.minLength(1, "Say the name to show the list's owner by."), v.maxLength(NAME_LIMITS.max, `A name can be at most ${NAME_LIMITS.max} characters long.`)) });

/**
 * `?page=` (1 up), `?sort=` (rank, added, title, year, rating) and `?order=` (asc or desc). Without
 * them, a ranked list reads in its own order, first to last; an unranked one newest first.
 */
export function readNamedListQuery(query: (name: string) => string | undefined, ranked: boolean): { page: number; sort: NamedListSort; descending: boolean } | string {
  const page = readPageNumber(query("page"));
  if (page === undefined) return NOT_A_PAGE;
  const sort = query("sort") ?? (ranked ? "rank" : "added");
  if (!NAMED_LIST_SORTS.includes(sort as NamedListSort)) return `A list can be sorted by ${NAMED_LIST_SORTS.join(", ")}.`;
  const order = query("order") ?? (sort === "rank" ? "asc" : "desc");
  if (order !== "asc" && order !== "desc") return "The order is asc or desc.";
  return { page, sort: sort as NamedListSort, descending: order === "desc" };
}
