import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { NAME_LIMITS, type NamedListsAnswer } from "../../../../common/named-lists";
import { Link } from "../../components/link";
import { useListMarks } from "../../lists/list-marks";
import { namedListCalls } from "../../lists/named-list-calls";
import { useMovieStore, type ShownAnswer } from "../../stores/movie-store";
import { answerForThisPerson } from "./list-answer";
import { changeLists } from "../../lists/named-list-changes";
import { NAMED_LISTS_KEY_BASE, namedListsAnswer } from "./named-list-answer";

const filmCount = (count: number) => (count === 1 ? "1 film" : `${count.toLocaleString("en")} films`);

/** On `/lists`: the lists the person named, each with its films' count, and a way to make one. */
export function OwnListsSection() {
  const navigate = useNavigate();
  const generation = useListMarks((s) => s.generation);
  const shown = answerForThisPerson(useMovieStore((s) => s.shown.myNamedLists) as ShownAnswer<NamedListsAnswer> | undefined, NAMED_LISTS_KEY_BASE);
  useEffect(() => void useMovieStore.getState().show(namedListsAnswer()), [generation]);
  const [name, setName] = useState("");
  const [ranked, setRanked] = useState(true);
  const lists = shown?.value?.lists;

  return (
    <section aria-labelledby="own-lists-heading" className="own-lists">
      <h2 id="own-lists-heading">Lists you made</h2>
      {lists === undefined ? <p>{shown?.error ?? "Loading your lists…"}</p> : null}
      {lists?.length === 0 ? <p>Make a list of your own: a ranking of a year, films to show a friend, anything.</p> : null}
      {lists && lists.length > 0 ? (
        <ul className="my-lists__counts">
          {lists.map((list) => (
            <li key={list.id}>
              <Link to={`/lists/mine/${list.id}`}>{list.name}</Link> <span>{`${filmCount(list.film_count)}${list.ranked ? " · ranked" : ""}${list.share_token ? " · shared" : ""}`}</span>
            </li>
          ))}
        </ul>
      ) : null}
      <form
        className="own-lists__new"
        onSubmit={(event) => {
          event.preventDefault();
          let made: string | undefined;
          void changeLists("make the list", async () => (made = (await namedListCalls.create({ name, ranked })).id)).then((kept) => {
            if (!kept || !made) return;
            setName("");
            void navigate(`/lists/mine/${made}`);
          });
        }}
      >
        <label>
          New list’s name
          <input value={name} required maxLength={NAME_LIMITS.max} onChange={(event) => setName(event.target.value)} />
        </label>
        <label className="named-list__check">
          <input type="checkbox" checked={ranked} onChange={(event) => setRanked(event.target.checked)} /> Ranked: the order is mine
        </label>
        <button type="submit" className="button">Make list</button>
      </form>
    </section>
  );
}
