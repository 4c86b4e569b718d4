// Check 4: 40 wrong-password sign-ins for one account from one address, all sent at once. The
// limit (3 failures per 10 s, ADR 020) must hold under the race: at most 3 get a real password
// check (401), the rest 429. Before ADR 020, 22–25 of 40 were checked.
import { newAccount, signIn, signUp } from "./accounts";
import { CheckReport, type CheckResult } from "./report";
import type { RunningServer } from "./server-process";
import { latencyLine, tally } from "./stats";

const PARALLEL = 40;
const ALLOWED_CHECKS = 3;

export async function checkSignInRace(server: RunningServer): Promise<CheckResult> {
  const report = new CheckReport(`4. Sign-in race: ${PARALLEL} parallel wrong-password sign-ins, one account, one address`);
  try {
    const account = newAccount("race");
    const created = await signUp(server.base, account);
    if (created.status !== 200) throw new Error(`sign-up answered ${created.status}: ${created.body.toString("utf8").slice(0, 200)}`);
    // Each on its own connection, all started in the same turn: they reach the server together.
    const answers = await Promise.all(Array.from({ length: PARALLEL }, () => signIn(server.base, { email: account.email, password: `${account.password}-wrong` })));
    const statuses = answers.map((a) => a.status);
    const checked = statuses.filter((s) => s === 401).length;
    const refused = statuses.filter((s) => s === 429).length;
    report.figure(`answers: ${tally(statuses)}; time per answer ${latencyLine(answers.map((a) => a.ms))}`);
    report.figure(`real password checks (401): ${checked} (ADR 020 expects exactly ${ALLOWED_CHECKS}); refused before any check (429): ${refused}`);
    report.expect(checked <= ALLOWED_CHECKS, `at most ${ALLOWED_CHECKS} got a real password check (${checked})`);
    report.expect(checked + refused === PARALLEL, `all the others got 429 (${refused} of ${PARALLEL - checked})`);
  } catch (error) {
    report.crashed(error);
  }
  return report.result();
}
