import { describe, expect, it } from "vitest";
import { mainDepartment, newTally, noteDepartment } from "./department-tally";

describe("a person's main department", () => {
  const tallyOf = (departments: string[]) => {
    const tally = newTally(departments[0]!);
    for (const department of departments.slice(1)) noteDepartment(tally, department);
    return mainDepartment(tally);
  };

  it("is the one with the most credits, the first noted among equals", () => {
    expect(tallyOf(["Acting"])).toBe("Acting");
    expect(tallyOf(["Acting", "Acting", "Directing"])).toBe("Acting");
    expect(tallyOf(["Acting", "Directing", "Directing"])).toBe("Directing");
    expect(tallyOf(["Writing", "Directing", "Directing", "Writing"])).toBe("Writing");
    expect(tallyOf(["Sound", "Crew", "Art", "Art", "Crew"])).toBe("Crew");
  });
});
