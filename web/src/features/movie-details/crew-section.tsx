import { Link } from "../../components/link";
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

export function CrewSection({ crew }: { crew: CrewMember[] }) {
  if (crew.length === 0) return null;
  return (
    <section className="details-section" aria-labelledby="crew-heading">
      <h2 id="crew-heading">Crew</h2>
      <div className="crew-grid">
        {groupCrew(crew).map(([department, members]) => (
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
