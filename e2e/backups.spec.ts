import { execFile } from "node:child_process";
import { copyFileSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { newAccount, signUpViaApi } from "./support/accounts";
import { expect, test } from "./support/fixtures";
import { addToList, cardOf, openStarted, sampleFilms, signInWithForm } from "./support/lists";
import { startMovieApp, type MovieAppProcess } from "./support/movieapp-process";

const run = promisify(execFile);

/** `npm run backup` or `npm run restore FILE` on DATA_DIR, as a person at the terminal runs them. */
async function npmRun(dataDir: string, ...args: string[]): Promise<string> {
  const { stdout } = await run("npm", ["run", "--silent", ...args], { env: { ...process.env, DATA_DIR: dataDir } });
  return stdout;
}

let app: MovieAppProcess | undefined;
test.afterEach(async () => {
  await app?.stop();
});

test("a person's lists outlive the loss of the data: backed up while the server runs, restored into the stopped server, seen again", async ({ browser }) => {
  test.setTimeout(120_000);
  const dataDir = mkdtempSync(join(tmpdir(), "movieapp-backups-"));
  copyFileSync(join(process.env.E2E_DATA_DIR!, "catalog.db"), join(dataDir, "catalog.db"));
  const films = sampleFilms().slice(0, 3);
  const account = newAccount("backed-up");

  app = await startMovieApp({ DATA_DIR: dataDir });
  const first = await browser.newContext({ baseURL: app.url });
  const keeper = await first.newPage();
  await signUpViaApi(keeper, app.url, account);
  await addToList(keeper, app.url, "watchlist", films);
  await first.close();
  const made = await npmRun(dataDir, "backup");
  expect(made).toMatch(/^Backed up 1 account, 3 list entries, 0 named lists, 0 viewings, 0 notes into \S+movieapp-backup-\d{8}T\d{6}Z\.tar\.gz \(\d+\.\d MB\)\n$/);
  const backup = join(dataDir, "backups", readdirSync(join(dataDir, "backups"))[0]!);

  // The data is lost: the account is gone with it.
  await app.stop();
  for (const name of readdirSync(dataDir)) if (name.startsWith("app.db") || name === "auth-secret") rmSync(join(dataDir, name));
  app = await startMovieApp({ DATA_DIR: dataDir });
  const lost = await browser.newContext({ baseURL: app.url });
  const signIn = await lost.newPage();
  await openStarted(signIn, "/sign-in");
  await signIn.getByLabel("Email address").fill(account.email);
  await signIn.getByLabel("Password").fill(account.password);
  await signIn.getByRole("button", { name: "Continue" }).click();
  await expect(signIn.getByRole("alert")).toHaveText("The email address or password is incorrect.");
  await lost.close();

  // A running server's data is not restored over.
  expect(await npmRun(dataDir, "restore", backup).catch((error: { stderr: string }) => error.stderr)).toMatch(/a running MovieApp is using .+app\.db; stop it first, then restore/);
  await app.stop();
  expect(await npmRun(dataDir, "restore", backup)).toMatch(/^Restored 1 account, 3 list entries, 0 named lists, 0 viewings, 0 notes from the backup of \S+ into \S+\nWhat it replaced is kept as \S+app\.db\.before-restore-\S+/);

  app = await startMovieApp({ DATA_DIR: dataDir });
  const again = await browser.newContext({ baseURL: app.url });
  const page = await again.newPage();
  await signInWithForm(page, account);
  await openStarted(page, "/lists/watchlist");
  await expect(page.getByRole("heading", { name: "Your watchlist" })).toBeVisible();
  for (const film of films) await expect(cardOf(page, film.title)).toBeVisible();
  await again.close();
  rmSync(dataDir, { recursive: true, force: true });
});
