/** The screen shown when rendering fails: 'Something went wrong', an apology, and Try Again, Reload Page and Go Home. */
export function GlobalErrorScreen({ onTryAgain }: { onTryAgain: () => void }) {
  return (
    <main className="global-error" role="alert">
      <h1>Something went wrong</h1>
      <p>We're sorry, but something unexpected happened. Please try refreshing the page or go back to the home page.</p>
      <div className="global-error__actions">
        <button type="button" className="button" onClick={onTryAgain}>
          Try Again
        </button>
        <button type="button" className="button button--secondary" onClick={() => window.location.reload()}>
          Reload Page
        </button>
        <button type="button" className="button button--secondary" onClick={() => window.location.assign("/")}>
          Go Home
        </button>
      </div>
    </main>
  );
}
