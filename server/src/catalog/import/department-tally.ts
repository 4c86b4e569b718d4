/**
 * How many of a person's credits fall in each department, kept small: most people work in one
 * department, so a map is made only for those with credits in two or more (a million films credit
 * millions of people, and a map each was most of the import's memory for them).
 */
export interface DepartmentTally {
  first: string;
  firstCount: number;
  /** Every department's count, in the order first noted; only once a second department is noted. */
  all?: Map<string, number>;
}

export function newTally(department: string): DepartmentTally {
  return { first: department, firstCount: 1 };
}

export function noteDepartment(tally: DepartmentTally, department: string): void {
  if (tally.all) tally.all.set(department, (tally.all.get(department) ?? 0) + 1);
  else if (department === tally.first) tally.firstCount++;
  else tally.all = new Map([[tally.first, tally.firstCount], [department, 1]]);
}

/** The department with the most credits; among equals, the one noted first. */
export function mainDepartment(tally: DepartmentTally): string {
  if (!tally.all) return tally.first;
  let main = tally.first;
  let most = 0;
  for (const [department, count] of tally.all) {
    if (count > most) {
      main = department;
      most = count;
    }
  }
  return main;
}
