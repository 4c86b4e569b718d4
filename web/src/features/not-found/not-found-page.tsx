import { Link } from "react-router";

export function NotFoundPage() {
  return (
    <main className="not-found">
      <h1>Page not found</h1>
      <p>The page you were looking for does not exist or has moved.</p>
      <Link className="button" to="/">
        Go to the home page
      </Link>
    </main>
  );
}
