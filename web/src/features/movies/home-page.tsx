export function HomePage() {
  return (
    <main className="home">
      <h1>Popular movies</h1>
    </main>
  );
}
