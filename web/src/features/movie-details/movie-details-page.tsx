import { useParams } from "react-router";

export function MovieDetailsPage() {
  const { id } = useParams();
  return (
    <main id="main" className="movie-details">
      <h1>Movie {id}</h1>
    </main>
  );
}
