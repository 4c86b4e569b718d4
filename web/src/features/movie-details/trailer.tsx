import { useState } from "react";
import type { Video } from "../../tmdb/entities";

/** The best trailer among the appended videos: official YouTube trailers first. */
export function pickTrailer(videos: Video[]): Video | undefined {
  const youtube = videos.filter((v) => v.site === "YouTube");
  const score = (v: Video) => (v.type === "Trailer" ? 2 : v.type === "Teaser" ? 1 : 0) * 10 + (v.official ? 5 : 0) + v.size / 1080;
  return [...youtube].sort((a, b) => score(b) - score(a))[0];
}

/** Loads YouTube only when asked: a click swaps the button for the player. */
export function Trailer({ videos, title }: { videos: Video[]; title: string }) {
  const [playing, setPlaying] = useState(false);
  const trailer = pickTrailer(videos);
  if (!trailer) return null;
  return (
    <section className="details-section" aria-labelledby="trailer-heading">
      <h2 id="trailer-heading">Trailer</h2>
      {playing ? (
        <iframe
          className="trailer"
          src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(trailer.key)}?autoplay=1`}
          title={`${title}: ${trailer.name}`}
          allow="autoplay; encrypted-media; picture-in-picture"
          allowFullScreen
        />
      ) : (
        <button type="button" className="button" onClick={() => setPlaying(true)}>
          ▶ Play trailer
        </button>
      )}
    </section>
  );
}
