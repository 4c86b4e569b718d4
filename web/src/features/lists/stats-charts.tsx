import type { ReactNode } from "react";

/** One bar of a chart: what it stands for, and its value as a number and as the chart writes it ("12", "3.5 h"). */
export interface ChartItem {
  key: string | number;
  label: string;
  /** The label in the table, when the chart's is short ("Jan" for January, stars for "4.5 stars"). */
  tableLabel?: string;
  value: number;
  valueText: string;
}

interface ChartProps {
  title: string;
  /** The table's heads: what the labels are, and what the values are. */
  columns: [string, string];
  items: readonly ChartItem[];
  /** Columns stand side by side (years, months, steps of a rating); bars lie one under another (genres, decades). */
  shape: "columns" | "bars";
}

const shareOf = (items: readonly { value: number }[]) => {
  const largest = Math.max(1, ...items.map((item) => item.value));
  return (value: number) => (value / largest) * 100;
};

/** A bar in proportion to the largest of its chart, drawn in SVG in the theme's colour (the stylesheet's). */
function Bar({ percent, upright }: { percent: number; upright: boolean }) {
  return upright ? (
    <svg className="stats-chart__column-bar" viewBox="0 0 10 100" preserveAspectRatio="none" aria-hidden="true" focusable="false">
      <rect x="0" y={100 - percent} width="10" height={percent} />
    </svg>
  ) : (
    <svg className="stats-chart__bar" viewBox="0 0 100 10" preserveAspectRatio="none" aria-hidden="true" focusable="false">
      <rect x="0" y="0" width={percent} height="10" />
    </svg>
  );
}

/**
 * A chart the page draws itself in SVG (docs/decisions/060): each value a bar in proportion to the
 * largest, its label and figure in text beside it, so it reads at any width and in both themes.
 * The drawing is hidden from screen readers; its figures follow as a table, one press away for
 * everyone (a disclosure), which screen readers read instead.
 */
export function StatsChart({ title, columns, items, shape }: ChartProps) {
  const share = shareOf(items);
  return (
    <figure className={`stats-chart stats-chart--${shape}`}>
      <figcaption>{title}</figcaption>
      <div className={shape === "columns" ? "stats-chart__columns" : "stats-chart__bars"} aria-hidden="true">
        {items.map((item) => (
          <div key={item.key} className={shape === "columns" ? "stats-chart__column" : "stats-chart__row"}>
            {shape === "columns" ? <span className="stats-chart__value">{item.value > 0 ? item.valueText : ""}</span> : <span className="stats-chart__label">{item.label}</span>}
            <Bar percent={share(item.value)} upright={shape === "columns"} />
            {shape === "columns" ? <span className="stats-chart__label">{item.label}</span> : <span className="stats-chart__value">{item.valueText}</span>}
          </div>
        ))}
      </div>
      <details className="stats-chart__figures">
        <summary>{`${title}: the figures`}</summary>
        <table>
          <thead>
            <tr><th scope="col">{columns[0]}</th><th scope="col">{columns[1]}</th></tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={item.key}><th scope="row">{item.tableLabel ?? item.label}</th><td>{item.valueText}</td></tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}

/** People counted (directors, actors): a table anyone reads, each name a link to their page, each count with its bar. */
export function PeopleTable({ title, people }: { title: string; people: ReadonlyArray<{ id: number; name: ReactNode; viewings: number; key: number }> }) {
  const share = shareOf(people.map((person) => ({ value: person.viewings })));
  return (
    <div className="stats-people">
      <table>
        <caption>{title}</caption>
        <thead>
          <tr><th scope="col">Name</th><th scope="col">Films</th></tr>
        </thead>
        <tbody>
          {people.map((person) => (
            <tr key={person.key}>
              <th scope="row">{person.name}</th>
              <td>
                <div className="stats-people__figure">
                  <span className="stats-people__count">{person.viewings}</span>
                  <Bar percent={share(person.viewings)} upright={false} />
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
