import { useSearchParams } from "react-router";
import type { DiaryYear } from "../../../../common/diary";
import { groupDigits } from "../../lib/group-digits";
import { withPage } from "../../lib/page-params";

/**
 * The menu of years a page of the person's viewings is read for (`?year=2024`, none for all), each
 * with its number of viewings; choosing one goes to its first page. A year the address names that
 * has no viewings is still offered, so the menu says what is shown.
 */
export function YearMenu({ year, years }: { year: number | undefined; years: readonly DiaryYear[] }) {
  const [params, setParams] = useSearchParams();
  if (years.length === 0) return null;
  return (
    <label className="my-list__sort">
      Year{" "}
      <select
        value={year ?? ""}
        onChange={(event) => {
          const next = withPage(params, 1);
          if (event.target.value === "") next.delete("year");
          else next.set("year", event.target.value);
          setParams(next);
        }}
      >
        <option value="">All years</option>
        {year !== undefined && !years.some((offered) => offered.year === year) ? <option value={year}>{year}</option> : null}
        {years.map((offered) => (
          <option key={offered.year} value={offered.year}>{`${offered.year} (${groupDigits(offered.viewings)})`}</option>
        ))}
      </select>
    </label>
  );
}
