import type { Image, MovieDetails } from "../../../../common/tmdb/wire-types";

function image(filePath: string, width: number, height: number): Image {
  return { aspect_ratio: Math.round((width / height) * 1000) / 1000, height, width, iso_639_1: null, file_path: filePath, vote_average: 0, vote_count: 0 };
}

/** The `images` block for a movie: the poster and backdrop this server draws for it. */
export function generatedImages(details: MovieDetails): { backdrops: Image[]; logos: Image[]; posters: Image[] } {
  return {
    backdrops: details.backdrop_path ? [image(details.backdrop_path, 1920, 1080)] : [],
    logos: [],
    posters: details.poster_path ? [image(details.poster_path, 1000, 1500)] : [],
  };
}
