import { describe, expect, it } from "vitest";
import type { CastMember, CrewMember } from "../../../common/tmdb/wire-types";
import { BILLED_CAST_SIZE, billedCast, featuredCrew, inBillingOrder } from "./film-credits";

const actor = (order: number): CastMember => ({
  id: 100 + order, name: `Actor ${order}`, character: `Part ${order}`, order, cast_id: order, credit_id: `c${order}`,
  adult: false, gender: 0, known_for_department: "Acting", original_name: `Actor ${order}`, popularity: 1, profile_path: null,
});
const crewMember = (id: number, department: string, job: string): CrewMember => ({
  id, name: `Person ${id}`, department, job, credit_id: `k${id}-${job}`,
  adult: false, gender: 0, known_for_department: department, original_name: `Person ${id}`, popularity: 1, profile_path: null,
});

describe("what a film's page shows of its credits", () => {
  it("shows the first-billed actors in billing order, however the answer orders them", () => {
    const cast = Array.from({ length: 30 }, (_, i) => actor(29 - i));
    const billed = billedCast(cast);
    expect(billed).toHaveLength(BILLED_CAST_SIZE);
    expect(billed.map((a) => a.order)).toEqual(Array.from({ length: BILLED_CAST_SIZE }, (_, i) => i));
    expect(inBillingOrder(cast).map((a) => a.order)).toEqual(Array.from({ length: 30 }, (_, i) => i));
  });

  it("shows a small cast whole", () => {
    expect(billedCast([actor(1), actor(0)]).map((a) => a.name)).toEqual(["Actor 0", "Actor 1"]);
  });

  it("shows who directed and wrote the film and the heads of its crafts, not the rest of the crew", () => {
    const crew = [
      crewMember(1, "Directing", "Director"),
      crewMember(2, "Directing", "Assistant Director"),
      crewMember(3, "Writing", "Screenplay"),
      crewMember(4, "Writing", "Novel"),
      crewMember(5, "Production", "Producer"),
      crewMember(6, "Production", "Casting"),
      crewMember(7, "Sound", "Original Music Composer"),
      crewMember(8, "Sound", "Boom Operator"),
      crewMember(9, "Camera", "Director of Photography"),
      crewMember(10, "Editing", "Editor"),
      crewMember(11, "Lighting", "Gaffer"),
    ];
    expect(featuredCrew(crew).map((m) => m.job)).toEqual(["Director", "Screenplay", "Novel", "Producer", "Original Music Composer", "Director of Photography", "Editor"]);
  });
});
