/**
 * Server renders take turns, one started per turn of the event loop, so that a crowd of signed-in
 * visitors cannot hold the loop: between two renders the server reads its sockets again, and
 * cheap answers (/healthz, API answers from the cache) go out at once instead of after every
 * render already waiting. Renders that wait on the network (the TMDB proxy) let the next one start
 * meanwhile, up to `concurrency` at a time.
 *
 * A render that has not started by its deadline is not started at all: the visitor gets the page
 * without its first view (the app shell, already compressed), which the browser completes by
 * itself. So under overload pages get cheaper instead of later, and nothing queues for seconds.
 */
export interface RenderQueueOptions {
  /** Renders in progress at once (waiting on the network counts). */
  concurrency: number;
  /** Renders waiting to start; beyond this a new one is refused at once. */
  maxWaiting: number;
  now?: () => number;
}

export interface RenderQueue {
  /** Runs `render` in its turn; null when it could not start before `deadline` (a time from `now`), or failed. */
  run<T>(render: () => Promise<T | null>, deadline: number): Promise<T | null>;
  /** Renders waiting to start and in progress (for tests and load figures). */
  readonly waiting: number;
  readonly running: number;
}

export function createRenderQueue({ concurrency, maxWaiting, now = Date.now }: RenderQueueOptions): RenderQueue {
  const waiting: Array<{ deadline: number; start: () => void; drop: () => void }> = [];
  let running = 0;
  let scheduled = false;

  const schedule = () => {
    if (scheduled || waiting.length === 0 || running >= concurrency) return;
    scheduled = true;
    setImmediate(startNext);
  };

  function startNext() {
    scheduled = false;
    const time = now();
    while (waiting.length > 0 && waiting[0]!.deadline <= time) waiting.shift()!.drop();
    const job = waiting.shift();
    if (job) job.start();
    schedule();
  }

  return {
    run<T>(render: () => Promise<T | null>, deadline: number): Promise<T | null> {
      if (waiting.length >= maxWaiting) return Promise.resolve(null);
      return new Promise<T | null>((resolve) => {
        waiting.push({
          deadline,
          drop: () => resolve(null),
          start: () => {
            running += 1;
            void render()
              .catch(() => null)
              .then((result) => {
                running -= 1;
                resolve(result);
                schedule();
              });
          },
        });
        schedule();
      });
    },
    get waiting() {
      return waiting.length;
    },
    get running() {
      return running;
    },
  };
}
