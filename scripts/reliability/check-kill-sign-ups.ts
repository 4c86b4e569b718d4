// Check 6: kill -9 of the server while sign-ups stream in, then a restart on the same DATA_DIR:
// every sign-up that was answered 200 must be able to sign in (an answered write was durable),
// and the accounts database must pass SQLite's integrity check.
import { join } from "node:path";
import { newAccount, signIn, signUp } from "./accounts";
import { inPool } from "./pool";
import { CheckReport, type CheckResult } from "./report";
import { startServer, type RunningServer } from "./server-process";
import { countRows, integrityCheck } from "./sqlite-files";
import { tally } from "./stats";
import { writeUntilKilled } from "./writes-until-killed";

const CONCURRENT = 16;
/** Answered sign-ups before the kill: enough to matter, while the next CONCURRENT are in flight. */
const KILL_AFTER = 30;
const MAX_SIGN_UPS = 400;

/** A distinct client address per request (TRUST_PROXY=on), so per-address sign-up limits never apply. */
const addressFor = (prefix: number, n: number) => `10.${prefix}.${(n >> 8) & 255}.${n & 255}`;

export async function checkKillDuringSignUps(dataDir: string): Promise<CheckResult> {
  const report = new CheckReport("6. kill -9 during sign-ups, then restart on the same DATA_DIR");
  let server: RunningServer | undefined;
  try {
    server = await startServer({ dataDir, trustProxy: true });
    const first = server;
    const { acknowledged: answered, outcomes, inFlightAtKill, killed } = await writeUntilKilled(first, { most: MAX_SIGN_UPS, concurrency: CONCURRENT, killAfter: KILL_AFTER }, (n) => {
      const account = newAccount(`crash${n}`);
      return { item: account, send: () => signUp(first.base, account, addressFor(1, n + 1)) };
    });
    report.figure(`sign-ups sent: ${outcomes.length}; outcomes: ${tally(outcomes)}; killed with ${inFlightAtKill} in flight`);
    report.expect(killed && inFlightAtKill > 0, "the server was killed while sign-ups were in flight");

    server = await startServer({ dataDir, trustProxy: true });
    const restarted = server;
    const refused: string[] = [];
    await inPool(answered.length, 4, async (i) => {
      const account = answered[i]!;
      const answer = await signIn(restarted.base, account, addressFor(2, i + 1));
      if (answer.status !== 200) refused.push(`${account.email}: ${answer.status} ${answer.body.toString("utf8").slice(0, 120)}`);
    });
    for (const line of refused.slice(0, 5)) report.figure(`cannot sign in: ${line}`);
    const file = join(dataDir, "app.db");
    const integrity = integrityCheck(file);
    report.figure(`after restart: ${answered.length - refused.length} of ${answered.length} answered sign-ups signed in; ${countRows(file, "user")} accounts stored; integrity_check: ${integrity}`);
    report.expect(answered.length > 0 && refused.length === 0, `every sign-up answered 200 can sign in (${answered.length - refused.length} of ${answered.length})`);
    report.expect(integrity === "ok", `PRAGMA integrity_check on app.db is "ok"`);
  } catch (error) {
    report.crashed(error);
  } finally {
    await server?.stop();
  }
  return report.result();
}
