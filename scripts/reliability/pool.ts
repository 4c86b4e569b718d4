// Runs many small jobs a few at a time: enough in flight to keep the server busy, few enough that
// the client's own queue does not become the thing measured.

export async function inPool(count: number, concurrency: number, job: (index: number) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < count) await job(next++);
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
}
