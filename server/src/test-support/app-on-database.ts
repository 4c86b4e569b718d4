import { TEST_ORIGIN } from "../auth/auth-test-server";
import { createApp } from "../app";
import { CatalogStore } from "../catalog/store/catalog-store";
import { buildFixtureCatalog } from "./fixture-catalog";
import { listen } from "./listen";
import { testConfig } from "./test-config";
import { freshPlace, openTestServices, type DatabaseKind, type TestServices } from "./test-database";

export interface AppOnDatabase {
  url: string;
  services: TestServices;
  close: () => Promise<void>;
}

/** The whole app (the fixture catalog, accounts and lists) on a fresh database of this kind, served over HTTP for route tests. */
export async function startAppOnDatabase(kind: DatabaseKind): Promise<AppOnDatabase> {
  const place = await freshPlace(kind);
  const catalog = new CatalogStore(await buildFixtureCatalog());
  const services = await openTestServices(place, { baseUrl: TEST_ORIGIN, trustedOrigins: [TEST_ORIGIN] });
  const running = await listen(createApp(testConfig({ dataDir: place.dataDir }), { accepting: true }, { catalog: () => catalog, auth: services.service, lists: services.lists }));
  return {
    url: running.url,
    services,
    close: async () => {
      await running.close();
      await services.close();
      catalog.close();
    },
  };
}
