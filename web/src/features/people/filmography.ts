import { compareDepartments } from "../../lib/departments";
import type { PersonPage } from "../../tmdb/entities";

/** One film in a person's timeline, with every role they had in it (in the departments shown). */
export interface TimelineEntry {
  movieId: number;
  title: string;
  releaseDate: string;
  /** "as Michael Corleone" for a part, the job for crew ("Director", "Screenplay"). */
  roles: string[];
}

export interface TimelineYear {
  /** "1972", or "" for films with no date yet. */
  year: string;
  entries: TimelineEntry[];
}

interface Credit {
  id: number;
  title: string;
  release_date: string;
  department: string;
  role: string;
}

function creditsOf(page: PersonPage): Credit[] {
  return [
    ...page.cast.map((c) => ({ id: c.id, title: c.title, release_date: c.release_date, department: "Acting", role: c.character ? `as ${c.character}` : "Cast" })),
    ...page.crew.map((c) => ({ id: c.id, title: c.title, release_date: c.release_date, department: c.department, role: c.job })),
  ];
}

/** The departments a person has credits in, each with how many films, in the familiar order. */
export function departmentsOf(page: PersonPage): Array<{ department: string; films: number }> {
  const films = new Map<string, Set<number>>();
  for (const credit of creditsOf(page)) {
    const ids = films.get(credit.department) ?? new Set<number>();
    ids.add(credit.id);
    films.set(credit.department, ids);
  }
  return [...films.entries()].sort((a, b) => compareDepartments(a[0], b[0])).map(([department, ids]) => ({ department, films: ids.size }));
}

/** How many different films a person is credited on. */
export function filmCount(page: PersonPage): number {
  return new Set(creditsOf(page).map((credit) => credit.id)).size;
}

/**
 * A person's films (all, or one department's) as a timeline: one entry per film with their roles
 * in it (in the same order on every film), grouped by year, newest first; films not yet dated come first, as the next to come.
 * Within a year, the later release first.
 */
export function timelineOf(page: PersonPage, department: string | null): TimelineYear[] {
  const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  // A film's roles read in the same order on every film: by department as the page lists them, then by name.
  const credits = creditsOf(page).sort((a, b) => compareDepartments(a.department, b.department) || byText(a.role, b.role));
  const entries = new Map<number, TimelineEntry>();
  for (const credit of credits) {
    if (department !== null && credit.department !== department) continue;
    const entry = entries.get(credit.id);
    if (!entry) entries.set(credit.id, { movieId: credit.id, title: credit.title, releaseDate: credit.release_date, roles: [credit.role] });
    else if (!entry.roles.includes(credit.role)) entry.roles.push(credit.role);
  }
  const sorted = [...entries.values()].sort(
    (a, b) => Number(b.releaseDate === "") - Number(a.releaseDate === "") || byText(b.releaseDate, a.releaseDate) || byText(a.title, b.title),
  );
  const years: TimelineYear[] = [];
  for (const entry of sorted) {
    const year = entry.releaseDate.slice(0, 4);
    const last = years.at(-1);
    if (last?.year === year) last.entries.push(entry);
    else years.push({ year, entries: [entry] });
  }
  return years;
}
