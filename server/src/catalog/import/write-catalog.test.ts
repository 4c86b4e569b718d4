import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { generateCatalog } from "../generate/generate-catalog";
import type { MovieRecord, PersonRecord } from "../model";
import { writeCatalog, type SourcedRecord } from "./write-catalog";

interface PersonRow { id: number; name: string; original_name: string; gender: number; known_for_department: string }

/** Each person as the films credit them: first seen, and every department they are credited in, in order. */
function creditedPeople(films: readonly MovieRecord[]) {
  const people = new Map<number, { first: PersonRecord; departments: string[] }>();
  const note = (person: PersonRecord, department: string) => {
    const known = people.get(person.id);
    if (known) known.departments.push(department);
    else people.set(person.id, { first: person, departments: [department] });
  };
  for (const film of films) {
    for (const credit of film.cast) note(credit.person, "Acting");
    for (const credit of film.crew) note(credit.person, credit.department);
  }
  return people;
}

/** The department with most credits; among equals, the one credited first. */
function mostCredited(departments: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const department of departments) counts.set(department, (counts.get(department) ?? 0) + 1);
  let best = departments[0]!;
  for (const [department, count] of counts) if (count > counts.get(best)!) best = department;
  return best;
}

describe("the catalog writer's people", () => {
  it("writes every credited person once, as first credited, known for the source's department or else the one with most credits", async () => {
    // Half the people without a department from the source, so both rules are used; each film's
    // first crew member also in a cameo, so that some are credited in two departments; enough films
    // that the people pass through the writer in several batches.
    const withoutDepartment = (person: PersonRecord): PersonRecord => {
      if (person.id % 2 === 0) return person;
      const { known_for_department: _given, ...rest } = person;
      return rest;
    };
    const films = [...generateCatalog({ films: 4_000, seed: 3 })].map((film) => ({
      ...film,
      cast: [...film.cast, ...film.crew.slice(0, 1).map((credit) => ({ person: credit.person, character: "Cameo", order: film.cast.length }))]
        .map((credit) => ({ ...credit, person: withoutDepartment(credit.person) })),
      crew: film.crew.map((credit) => ({ ...credit, person: withoutDepartment(credit.person) })),
    }));
    const expected = creditedPeople(films);
    expect(expected.size).toBeGreaterThan(10_000);
    const target = join(mkdtempSync(join(tmpdir(), "movieapp-writer-")), "catalog.db");
    const records: SourcedRecord[] = films.map((record, index) => ({ record, file: "generated", line: index + 1 }));

    const summary = await writeCatalog(records, target, { source: "test" });

    expect(summary.people).toBe(expected.size);
    const db = new Database(target, { readonly: true });
    const rows = db.prepare<[], PersonRow>("SELECT id, name, original_name, gender, known_for_department FROM people").all();
    db.close();
    expect(rows).toHaveLength(expected.size);
    let counted = 0;
    for (const row of rows) {
      const { first, departments } = expected.get(row.id)!;
      const department = first.known_for_department ?? mostCredited(departments);
      if (first.known_for_department === undefined && new Set(departments).size > 1) counted += 1;
      expect(row).toEqual({ id: first.id, name: first.name, original_name: first.original_name ?? first.name, gender: first.gender, known_for_department: department });
    }
    // The rule for people credited in several departments was met, not only the easy case.
    expect(counted).toBeGreaterThan(10);
  });
});
