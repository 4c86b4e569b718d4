import { useEffect, useState } from "react";
import type { PicksPage } from "../../../../common/picks";
import { MovieRow } from "../../components/movie-row";
import { useNearScreen } from "../../lib/use-near-screen";
import { useListMarks } from "../../lists/list-marks";
import { listsAvailable } from "../../lists/lists-available";
import { meRequest } from "../../lists/me-api";

/**
 * Home's row of films picked for the person (`/for-you`'s first page), under the list: asked for
 * once it nears the screen (a visitor who does not scroll costs no request), and again when the
 * lists change. Nothing shows until the person has rated, favourited or seen enough films for
 * picks, nor when they cannot be read.
 */
export function PicksRow() {
  const [ref, near] = useNearScreen<HTMLDivElement>(true);
  const generation = useListMarks((s) => s.generation);
  const [picks, setPicks] = useState<PicksPage | null>(null);
  const available = listsAvailable();
  useEffect(() => {
    if (!near || !available) return;
    let current = true;
    meRequest<PicksPage>("GET", "/picks").then(
      (answer) => current && setPicks(answer),
      () => undefined,
    );
    return () => void (current = false);
  }, [near, available, generation]);
  return <div ref={ref} className="home__picks">{picks && picks.results.length > 0 ? <MovieRow title="Picks for you" movies={picks.results} seeAllTo="/for-you" /> : null}</div>;
}
