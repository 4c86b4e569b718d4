// What a check found: figures to print, and the criteria it passed or failed.

export type Outcome = "PASS" | "FAIL" | "NOT RUN";

export interface CheckResult {
  title: string;
  outcome: Outcome;
  /** Why it failed (each criterion missed) or why it was not run. */
  reasons: string[];
}

/** Collects one check's figures (printed as they come, so a long check shows progress) and criteria. */
export class CheckReport {
  private readonly failures: string[] = [];
  private skipped: string | undefined;

  constructor(readonly title: string) {
    console.log(`\n== ${title}`);
  }

  figure(line: string): void {
    console.log(`   ${line}`);
  }

  /** A criterion of the issue: printed with its verdict; a miss fails the check. */
  expect(ok: boolean, criterion: string): boolean {
    console.log(`   ${ok ? "ok  " : "MISS"} ${criterion}`);
    if (!ok) this.failures.push(criterion);
    return ok;
  }

  notRun(why: string): void {
    this.skipped = why;
    console.log(`   not run: ${why}`);
  }

  /** The check could not finish (a request failed, a process would not start): that is a failure too. */
  crashed(error: unknown): void {
    const message = error instanceof Error ? error.message : String(error);
    console.log(`   ERROR ${message}`);
    this.failures.push(`could not finish: ${message}`);
  }

  result(): CheckResult {
    const outcome = this.failures.length > 0 ? "FAIL" : this.skipped ? "NOT RUN" : "PASS";
    const result = { title: this.title, outcome, reasons: this.skipped && this.failures.length === 0 ? [this.skipped] : [...this.failures] } satisfies CheckResult;
    console.log(`${result.outcome.padEnd(7)} ${this.title}`);
    return result;
  }
}
