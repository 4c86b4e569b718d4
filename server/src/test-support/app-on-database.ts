import { signUpAt, TEST_ORIGIN } from "../auth/auth-test-server";
import { createApp } from "../app";
import { CatalogStore } from "../catalog/store/catalog-store";
import { buildFixtureCatalog } from "./fixture-catalog";
import { listen } from "./listen";
import { testConfig } from "./test-config";
import { freshPlace, openTestServices, type DatabaseKind, type TestServices } from "./test-database";

export interface AppOnDatabase {
  url: string;
  /** Its DATA_DIR: the SQLite database's folder, beside which a server keeps its files. */
  dataDir: string;
  services: TestServices;
  close: () => Promise<void>;
}

/**
 * A new account on the app, signed in: a way to call /api/me as it (an object body is sent as
 * JSON, a string as it is, a file, as CSV unless `type` says otherwise), its user id and its cookie.
 */
export async function personOn(app: Pick<AppOnDatabase, "url">, name = "Person") {
  const cookie = await signUpAt(app.url, name);
  const me = (method: string, path: string, body?: unknown, type?: string) =>
    fetch(`${app.url}/api/me${path}`, {
      method,
      headers: { Cookie: cookie, Origin: TEST_ORIGIN, ...(body === undefined ? {} : { "Content-Type": type ?? (typeof body === "string" ? "text/csv" : "application/json") }) },
      body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
    });
  const session = (await (await fetch(`${app.url}/api/auth/get-session`, { headers: { Cookie: cookie } })).json()) as { user: { id: string } };
  return Object.assign(me, { userId: session.user.id, cookie });
}
export type Person = Awaited<ReturnType<typeof personOn>>;

/**
 * The whole app (the fixture catalog, or `catalogFile`, accounts and lists) on a fresh database of
 * this kind, served over HTTP for route tests.
 */
export async function startAppOnDatabase(kind: DatabaseKind, catalogFile?: string): Promise<AppOnDatabase> {
  const place = await freshPlace(kind);
  const catalog = new CatalogStore(catalogFile ?? (await buildFixtureCatalog()));
  const services = await openTestServices(place, { baseUrl: TEST_ORIGIN, trustedOrigins: [TEST_ORIGIN] });
  const running = await listen(createApp(testConfig({ dataDir: place.dataDir }), { accepting: true }, { catalog: () => catalog, auth: services.service, lists: services.lists }));
  return {
    url: running.url,
    dataDir: place.dataDir,
    services,
    close: async () => {
      await running.close();
      await services.close();
      catalog.close();
    },
  };
}
