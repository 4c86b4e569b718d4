/**
 * The search-quality benchmark: what a person types, and the film (TMDB id, as in the TMDB 5000
 * dataset) that must appear in the top 3. Typos, missing punctuation, accents, prefixes and
 * original titles on purpose.
 */
export interface EvalQuery {
  query: string;
  expectedId: number;
  /** What the expected film is, for people reading the report. */
  film: string;
}

export const EVAL_QUERIES: readonly EvalQuery[] = [
  { query: "godfathr", expectedId: 238, film: "The Godfather" },
  { query: "the dark knight", expectedId: 155, film: "The Dark Knight" },
  { query: "lord of the ring", expectedId: 120, film: "The Lord of the Rings: The Fellowship of the Ring" },
  { query: "star wars", expectedId: 11, film: "Star Wars" },
  { query: "avatr", expectedId: 19995, film: "Avatar" },
  { query: "titanc", expectedId: 597, film: "Titanic" },
  { query: "pulp fiction", expectedId: 680, film: "Pulp Fiction" },
  { query: "shawshank", expectedId: 278, film: "The Shawshank Redemption" },
  { query: "forest gump", expectedId: 13, film: "Forrest Gump" },
  { query: "matrix", expectedId: 603, film: "The Matrix" },
  { query: "inception", expectedId: 27205, film: "Inception" },
  { query: "interstelar", expectedId: 157336, film: "Interstellar" },
  { query: "spiderman", expectedId: 557, film: "Spider-Man" },
  { query: "harry potter philosopher", expectedId: 671, film: "Harry Potter and the Philosopher's Stone" },
  { query: "jurasic park", expectedId: 329, film: "Jurassic Park" },
  { query: "back to the future", expectedId: 105, film: "Back to the Future" },
  { query: "terminator 2", expectedId: 280, film: "Terminator 2: Judgment Day" },
  { query: "pirates caribbean black pearl", expectedId: 22, film: "Pirates of the Caribbean: The Curse of the Black Pearl" },
  { query: "toy story", expectedId: 862, film: "Toy Story" },
  { query: "finding nemo", expectedId: 12, film: "Finding Nemo" },
  { query: "the lion king", expectedId: 8587, film: "The Lion King" },
  { query: "gladiatr", expectedId: 98, film: "Gladiator" },
  { query: "fight club", expectedId: 550, film: "Fight Club" },
  { query: "seven", expectedId: 807, film: "Se7en" },
  { query: "schindlers list", expectedId: 424, film: "Schindler's List" },
  { query: "silence of the lambs", expectedId: 274, film: "The Silence of the Lambs" },
  { query: "goodfelas", expectedId: 769, film: "GoodFellas" },
  { query: "et the extra terrestrial", expectedId: 601, film: "E.T. the Extra-Terrestrial" },
  { query: "walle", expectedId: 10681, film: "WALL·E" },
  { query: "mad max fury", expectedId: 76341, film: "Mad Max: Fury Road" },
  { query: "grand budapest", expectedId: 120467, film: "The Grand Budapest Hotel" },
  { query: "whiplash", expectedId: 244786, film: "Whiplash" },
  { query: "pans labyrinth", expectedId: 1417, film: "Pan's Labyrinth" },
  { query: "el laberinto del fauno", expectedId: 1417, film: "Pan's Labyrinth (original title)" },
  { query: "city of god", expectedId: 598, film: "City of God" },
  { query: "good bad ugly", expectedId: 429, film: "The Good, the Bad and the Ugly" },
  { query: "psycho", expectedId: 539, film: "Psycho" },
  { query: "jaws", expectedId: 578, film: "Jaws" },
  { query: "the shining", expectedId: 694, film: "The Shining" },
  { query: "taxi drivr", expectedId: 103, film: "Taxi Driver" },
  { query: "amelie", expectedId: 194, film: "Amélie" },
  { query: "crouching tiger hidden dragon", expectedId: 146, film: "Crouching Tiger, Hidden Dragon" },
  { query: "avengers", expectedId: 24428, film: "The Avengers" },
  { query: "frozen", expectedId: 109445, film: "Frozen" },
  { query: "incepton", expectedId: 27205, film: "Inception" },
];
