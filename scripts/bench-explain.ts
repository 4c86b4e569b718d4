// `BENCH_EXPLAIN=1 npm run bench:web`: after each Lighthouse run, what its simulated FCP and LCP
// are made of. Lighthouse does not measure those two on the page: it replays the load's requests and
// main-thread tasks on a simulated slow phone (Lantern), each metric from the requests and tasks it
// takes to matter. Each metric is the mean of an optimistic and a pessimistic simulation (LCP at
// least the FCP). The simulator keeps every simulation's timings until the next one under the same
// name; this prints them, and forgets them, so a figure can be traced to what is behind it.
import * as Lantern from "lighthouse/core/lib/lantern/lantern.js";

/** The simulations explained: those of the budgeted metrics that Lantern simulates from the page's load. */
const SIMULATIONS = ["optimisticFirstContentfulPaint", "pessimisticFirstContentfulPaint", "optimisticLargestContentfulPaint", "pessimisticLargestContentfulPaint"];

/**
 * One line per request or task a simulation replays, in simulated order: its simulated start and
 * end (ms), then for a request its type, priority, address (on `base`, the path only) and bytes,
 * and for a task its observed duration on this machine (the simulation slows it by 4, or by 2 for a
 * task that lays out). A simulation's figure is its latest end, except that LCP never waits for a
 * picture of low priority: such a picture only shares the network.
 */
export function explainSimulations(base: string): string[] {
  const lines: string[] = [];
  for (const label of SIMULATIONS) {
    const timings = Lantern.Simulation.Simulator.allNodeTimings.get(label);
    if (!timings) continue;
    const counts = (node: Lantern.Graph.Node) => !label.endsWith("LargestContentfulPaint") || Lantern.Metrics.LargestContentfulPaint.isNotLowPriorityImageNode(node);
    const nodes = [...timings].sort(([, a], [, b]) => a.startTime - b.startTime);
    const figure = Math.max(...nodes.filter(([node]) => counts(node)).map(([, timing]) => timing.endTime));
    lines.push(`    ${label}: ${figure.toFixed(0)} ms`);
    for (const [node, timing] of nodes) {
      const span = `${timing.startTime.toFixed(0)}–${timing.endTime.toFixed(0)}`.padStart(10);
      if (node.type === "network") {
        const { resourceType, priority, url, transferSize } = node.request;
        lines.push(`      ${span} ${resourceType} ${priority} ${url.replace(base, "")} ${transferSize} B${counts(node) ? "" : " (shares the network, not waited for)"}`);
      } else {
        lines.push(`      ${span} task of ${(node.duration / 1000).toFixed(1)} ms observed`);
      }
    }
  }
  Lantern.Simulation.Simulator.allNodeTimings.clear();
  return lines;
}
