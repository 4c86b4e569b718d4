import type { Configuration } from "../../../../common/tmdb/wire-types";
import { IMAGE_SIZES } from "../images/image-sizes";

/** The keys TMDB's change feed can report; part of TMDB's /configuration answer. */
const CHANGE_KEYS = [
  "adult", "air_date", "also_known_as", "alternative_titles", "biography", "birthday", "budget", "cast", "certifications",
  "character_names", "created_by", "crew", "deathday", "episode", "episode_number", "episode_run_time", "freebase_id",
  "freebase_mid", "general", "genres", "guest_stars", "homepage", "images", "imdb_id", "languages", "name", "network",
  "origin_country", "original_name", "original_title", "overview", "parts", "place_of_birth", "plot_keywords",
  "production_code", "production_companies", "production_countries", "releases", "revenue", "runtime", "season",
  "season_number", "season_regular", "spoken_languages", "status", "tagline", "title", "translations", "tvdb_id",
  "tvrage_id", "type", "video", "videos",
];

/** TMDB's /configuration, with the image host pointing at this server. */
export function configurationBody(imageBaseUrl: string): Configuration {
  return {
    images: {
      base_url: imageBaseUrl.replace(/^https:/, "http:"),
      secure_base_url: imageBaseUrl,
      backdrop_sizes: [...IMAGE_SIZES.backdrop],
      logo_sizes: [...IMAGE_SIZES.logo],
      poster_sizes: [...IMAGE_SIZES.poster],
      profile_sizes: [...IMAGE_SIZES.profile],
      still_sizes: [...IMAGE_SIZES.still],
    },
    change_keys: CHANGE_KEYS,
  };
}
