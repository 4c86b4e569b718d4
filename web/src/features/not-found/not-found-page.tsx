import { Link } from "../../components/link";
import { useAuth } from "../../auth/use-auth";
import { useDocumentTitle } from "../../lib/use-document-title";

export function NotFoundPage() {
  const { isSignedIn } = useAuth();
  useDocumentTitle("Page not found");
  return (
    <main id="main" className="not-found">
      <p className="not-found__code" aria-hidden="true">404</p>
      <h1>Page not found</h1>
      <p>The page you were looking for does not exist or has moved.</p>
      <div className="not-found__actions">
        <Link className="button" to="/">
          Go to the home page
        </Link>
        {isSignedIn ? null : (
          <Link className="button button--secondary" to="/sign-in">
            Sign in
          </Link>
        )}
      </div>
    </main>
  );
}

export default NotFoundPage;
