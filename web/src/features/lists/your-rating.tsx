import { ratingStars, ratingText } from "../../../../common/lists";

/** The person's own rating of a film in their lists and diary: stars drawn in the app's colour, not the public score's "★ 8.1". */
export const YourRating = ({ stars }: { stars: number }) => (
  <span className="my-list__rating" role="img" aria-label={`Your rating: ${ratingText(stars)}`}>
    {ratingStars(stars)}
  </span>
);
