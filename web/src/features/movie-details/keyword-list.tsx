import { Link } from "../../components/link";
import { discoverKeywordAddress } from "../../lib/keyword-address";
import type { Keyword } from "../../tmdb/entities";

/** The film's keywords, each leading to Discover's films with that keyword. */
export function KeywordList({ keywords }: { keywords: Keyword[] }) {
  if (keywords.length === 0) return null;
  return (
    <section className="details-section" aria-labelledby="keywords-heading">
      <h2 id="keywords-heading">Keywords</h2>
      <ul className="keyword-list">
        {keywords.map((keyword) => (
          <li key={keyword.id}>
            <Link to={discoverKeywordAddress(keyword)}>{keyword.name}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
