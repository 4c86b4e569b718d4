/** Two colours per genre: the poster's gradient. Chosen for contrast with white text. */
const PALETTES: Readonly<Record<number, readonly [string, string]>> = {
  28: ["#7f1d1d", "#ea580c"], // Action
  12: ["#14532d", "#ca8a04"], // Adventure
  16: ["#1e3a8a", "#db2777"], // Animation
  35: ["#9a3412", "#eab308"], // Comedy
  80: ["#111827", "#991b1b"], // Crime
  99: ["#1f2937", "#4b5563"], // Documentary
  18: ["#312e81", "#6d28d9"], // Drama
  10751: ["#0e7490", "#65a30d"], // Family
  14: ["#4c1d95", "#0d9488"], // Fantasy
  36: ["#78350f", "#a16207"], // History
  27: ["#030712", "#7f1d1d"], // Horror
  10402: ["#831843", "#7c3aed"], // Music
  9648: ["#0f172a", "#334155"], // Mystery
  10749: ["#9d174d", "#f43f5e"], // Romance
  878: ["#0c4a6e", "#4338ca"], // Science Fiction
  10770: ["#374151", "#0369a1"], // TV Movie
  53: ["#18181b", "#b45309"], // Thriller
  10752: ["#365314", "#57534e"], // War
  37: ["#7c2d12", "#d97706"], // Western
};

const NEUTRAL: readonly [string, string] = ["#3b0764", "#6d28d9"];

export function paletteFor(genreIds: readonly number[]): readonly [string, string] {
  for (const id of genreIds) {
    const palette = PALETTES[id];
    if (palette) return palette;
  }
  return NEUTRAL;
}
