import type { CrewMember } from "../../tmdb/entities";

/** Crew grouped by department, departments in a familiar order, each person once per job. */
const ORDER = ["Directing", "Writing", "Production", "Camera", "Editing", "Sound", "Art", "Costume & Make-Up", "Visual Effects", "Crew", "Lighting"];

export function groupCrew(crew: CrewMember[]): Array<[string, CrewMember[]]> {
  const groups = new Map<string, CrewMember[]>();
  for (const member of crew) {
    const list = groups.get(member.department) ?? [];
    if (!list.some((m) => m.id === member.id && m.job === member.job)) list.push(member);
    groups.set(member.department, list);
  }
  const rank = (department: string) => (ORDER.includes(department) ? ORDER.indexOf(department) : ORDER.length);
  return [...groups.entries()].sort((a, b) => rank(a[0]) - rank(b[0]) || a[0].localeCompare(b[0]));
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
                  <span className="crew__name">{member.name}</span> <span className="crew__job">{member.job}</span>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}
