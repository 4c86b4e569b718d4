/** Shown while a page's code loads (a spinner labelled 'Loading page...'). */
export function PageSpinner() {
  return (
    <div className="page-spinner" role="status" aria-live="polite">
      <span className="page-spinner__wheel" aria-hidden="true" />
      <span>Loading page...</span>
    </div>
  );
}
