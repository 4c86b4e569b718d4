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
  // Unlisted departments by plain code-unit order: TMDB's department names are plain English, and
  // localeCompare would load the ICU collator (tens of ms of main thread) while the page hydrates.
  const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return [...groups.entries()].sort((a, b) => rank(a[0]) - rank(b[0]) || byName(a[0], b[0]));
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
