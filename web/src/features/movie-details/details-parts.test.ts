import { describe, expect, it } from "vitest";
import type { CrewMember, Video } from "../../tmdb/entities";
import { groupCrew } from "./crew-section";
import { pickTrailer } from "./trailer";

const video = (over: Partial<Video>): Video => ({ iso_639_1: "en", iso_3166_1: "US", name: "v", key: "k", site: "YouTube", size: 1080, type: "Clip", official: false, published_at: "", id: "x", ...over });
const crew = (name: string, department: string, job: string, id: number): CrewMember => ({ adult: false, gender: 0, id, known_for_department: department, name, original_name: name, popularity: 0, profile_path: null, credit_id: `${id}${job}`, department, job });

describe("details page parts", () => {
  it("picks the official YouTube trailer over teasers, clips and other sites", () => {
    const videos = [video({ key: "clip" }), video({ key: "vimeo", site: "Vimeo", type: "Trailer", official: true }), video({ key: "fan", type: "Trailer" }), video({ key: "official", type: "Trailer", official: true }), video({ key: "teaser", type: "Teaser", official: true })];
    expect(pickTrailer(videos)?.key).toBe("official");
    expect(pickTrailer([video({ site: "Vimeo", type: "Trailer" })])).toBeUndefined();
  });

  it("groups crew by department, directing first, each person once per job", () => {
    const groups = groupCrew([crew("B", "Sound", "Original Music Composer", 2), crew("A", "Directing", "Director", 1), crew("A", "Directing", "Director", 1), crew("A", "Writing", "Screenplay", 1)]);
    expect(groups.map(([department, members]) => [department, members.map((m) => m.name)])).toEqual([["Directing", ["A"]], ["Writing", ["A"]], ["Sound", ["B"]]]);
  });
});
