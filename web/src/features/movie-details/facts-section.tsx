import { webHomepage } from "../../../../common/web-homepage";
import type { MovieDetails } from "../../tmdb/entities";
import { formatMoney, languageName } from "./format";

/** The film's facts: status, original title and language, money, companies, countries, languages, links. */
export function FactsSection({ movie }: { movie: MovieDetails }) {
  const homepage = webHomepage(movie.homepage);
  const facts: Array<[string, string | null]> = [
    ["Status", movie.status],
    ["Original title", movie.original_title !== movie.title ? movie.original_title : null],
    ["Original language", movie.original_language ? languageName(movie.original_language, movie.spoken_languages) : null],
    ["Budget", formatMoney(movie.budget)],
    ["Revenue", formatMoney(movie.revenue)],
    ["Production companies", movie.production_companies.map((c) => c.name).join(", ") || null],
    ["Production countries", movie.production_countries.map((c) => c.name).join(", ") || null],
    ["Spoken languages", movie.spoken_languages.map((l) => l.english_name || l.name).join(", ") || null],
  ];
  return (
    <section className="details-section" aria-labelledby="facts-heading">
      <h2 id="facts-heading">Facts</h2>
      <dl className="facts">
        {facts
          .filter((fact): fact is [string, string] => Boolean(fact[1]))
          .map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
      {homepage || movie.imdb_id ? (
        <p className="details-links">
          {homepage ? <a href={homepage} target="_blank" rel="noopener noreferrer">Official website ↗</a> : null}
          {movie.imdb_id ? <a href={`https://www.imdb.com/title/${movie.imdb_id}/`} target="_blank" rel="noopener noreferrer">IMDb ↗</a> : null}
        </p>
      ) : null}
    </section>
  );
}
