export function HomePage() {
  return (
    <main id="main" className="home">
      <h1>Popular movies</h1>
    </main>
  );
}
