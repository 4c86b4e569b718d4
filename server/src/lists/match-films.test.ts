import { describe, expect, it } from "vitest";
import { resembles } from "./match-films";

const film = (title: string, original_title = title) => ({ title, original_title });

describe("which films an import offers for a row's title", () => {
  it("offers a film whose title has the row's words, misspelt by a letter in a long word, accents, case and punctuation aside", () => {
    expect(resembles("Shawshenk Redemtion", film("The Shawshank Redemption"))).toBe(true);
    expect(resembles("amelie", film("Amélie", "Le Fabuleux Destin d'Amélie Poulain"))).toBe(true);
    expect(resembles("2001 a space odyssey", film("2001: A Space Odyssey"))).toBe(true);
    expect(resembles("Se7en", film("Se7en"))).toBe(true);
    expect(resembles("WALL-E", film("WALL·E"))).toBe(true);
  });

  it("offers a film whose words the row has, one word written apart or together, and a sequel numbered either way", () => {
    expect(resembles("Star Wars Episode IV A New Hope", film("Star Wars"))).toBe(true);
    expect(resembles("Spiderman", film("Spider-Man"))).toBe(true);
    expect(resembles("Rocky 2", film("Rocky II"))).toBe(true);
    expect(resembles("Toy Story II", film("Toy Story 2"))).toBe(true);
  });

  it("does not offer a film that shares a short word but a letter, or one word of many", () => {
    expect(resembles("Heat", film("Beavis and Butt-Head Do America"))).toBe(false);
    expect(resembles("Heat", film("Top Hat"))).toBe(false);
    expect(resembles("Hea", film("Heat"))).toBe(false);
    expect(resembles("The Godfather", film("The Dark Knight"))).toBe(false);
  });
});
