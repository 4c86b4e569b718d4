export function SearchPage() {
  return (
    <main id="main" className="search-page">
      <h1>Search movies</h1>
    </main>
  );
}
