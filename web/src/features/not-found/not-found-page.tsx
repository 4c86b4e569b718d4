import { AppLink } from "../../components/app-link";
import { useAuth } from "../../auth/use-auth";

export function NotFoundPage() {
  const { isSignedIn } = useAuth();
  return (
    <main id="main" className="not-found">
      <p className="not-found__code" aria-hidden="true">404</p>
      <h1>Page not found</h1>
      <p>The page you were looking for does not exist or has moved.</p>
      <div className="not-found__actions">
        <AppLink className="button" to="/">
          Go to the home page
        </AppLink>
        {isSignedIn ? null : (
          <AppLink className="button button--secondary" to="/sign-in">
            Sign in
          </AppLink>
        )}
      </div>
    </main>
  );
}

export default NotFoundPage;
