import { Link, type LinkAddress } from "../../components/link";
import { compareDepartments } from "../../lib/departments";
import type { CrewMember } from "../../tmdb/entities";

/** Crew grouped by department, departments in a familiar order, each person once per job. */
export function groupCrew(crew: CrewMember[]): Array<[string, CrewMember[]]> {
  const groups = new Map<string, CrewMember[]>();
  for (const member of crew) {
    const list = groups.get(member.department) ?? [];
    if (!list.some((m) => m.id === member.id && m.job === member.job)) list.push(member);
    groups.set(member.department, list);
  }
  return [...groups.entries()].sort((a, b) => compareDepartments(a[0], b[0]));
}

/** The crew by department: on a film's page its featured crew, with a link to the whole cast and crew (`fullCreditsTo`); on that page, everyone. */
export function CrewSection({ crew, fullCreditsTo }: { crew: CrewMember[]; fullCreditsTo?: LinkAddress }) {
  if (crew.length === 0) return null;
  const groups = groupCrew(crew);
  return (
    <section className="details-section" aria-labelledby="crew-heading">
      <div className="details-section__heading">
        <h2 id="crew-heading">{fullCreditsTo !== undefined ? "Crew" : `Crew (${groups.reduce((sum, [, members]) => sum + members.length, 0)})`}</h2>
        {fullCreditsTo !== undefined ? <Link to={fullCreditsTo}>Full cast &amp; crew</Link> : null}
      </div>
      <div className="crew-grid">
        {groups.map(([department, members]) => (
          <div key={department}>
            <h3>{department}</h3>
            <ul>
              {members.map((member) => (
                <li key={`${member.id}-${member.job}`}>
                  <Link className="crew__name" to={`/person/${member.id}`}>{member.name}</Link> <span className="crew__job">{member.job}</span>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}
