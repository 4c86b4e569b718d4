import { mkdtempSync, writeFileSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { generateKeyPairSync } from "node:crypto";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig, redactedDatabaseUrl } from "./config";

const cwd = mkdtempSync(join(tmpdir(), "movieapp-cwd-"));
const options = { cwd, webRoot: "/nowhere" };

/** The one line a configuration is refused with, or "accepted". */
const refusal = (env: Record<string, string>) => {
  try {
    loadConfig(env, options);
  } catch (error) {
    return error instanceof ConfigError ? error.message : String(error);
  }
  return "accepted";
};

describe("loadConfig", () => {
  it("uses the documented defaults and creates ./data", () => {
    const config = loadConfig({}, options);
    expect(config).toMatchObject({ port: 3000, host: "127.0.0.1", dataDir: join(cwd, "data"), baseUrl: "http://127.0.0.1:3000", production: false });
    expect(existsSync(join(cwd, "data"))).toBe(true);
  });

  it("reads PORT, HOST, DATA_DIR and BASE_URL", () => {
    const config = loadConfig({ PORT: "8080", HOST: "0.0.0.0", DATA_DIR: "store", BASE_URL: "https://movies.example/" }, options);
    expect(config).toMatchObject({ port: 8080, host: "0.0.0.0", dataDir: join(cwd, "store"), baseUrl: "https://movies.example" });
  });

  it("lets requests in flight finish for 10 s when stopping, or SHUTDOWN_DRAIN_SECONDS", () => {
    expect(loadConfig({}, options).shutdownDrainMs).toBe(10_000);
    expect(loadConfig({ SHUTDOWN_DRAIN_SECONDS: "25" }, options).shutdownDrainMs).toBe(25_000);
    expect(loadConfig({ SHUTDOWN_DRAIN_SECONDS: "0" }, options).shutdownDrainMs).toBe(0);
    for (const value of ["-1", "2.5", "601", "ten"]) {
      expect(() => loadConfig({ SHUTDOWN_DRAIN_SECONDS: value }, options), value).toThrow(/^Invalid configuration: SHUTDOWN_DRAIN_SECONDS must be a whole number of seconds from 0 to 600/);
    }
  });

  it("offers single sign-on with OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET together, named by OIDC_NAME", () => {
    const oidc = { OIDC_ISSUER: "https://auth.example.com/application/o/movieapp/", OIDC_CLIENT_ID: "movieapp", OIDC_CLIENT_SECRET: "s3cret" };
    expect(loadConfig({}, options).oidc).toBeUndefined();
    expect(loadConfig(oidc, options).oidc).toEqual({ issuer: "https://auth.example.com/application/o/movieapp", clientId: "movieapp", clientSecret: "s3cret", name: "single sign-on" });
    expect(loadConfig({ ...oidc, OIDC_NAME: "Authentik" }, options).oidc?.name).toBe("Authentik");
    expect(() => loadConfig({ OIDC_ISSUER: oidc.OIDC_ISSUER, OIDC_CLIENT_ID: "movieapp" }, options)).toThrow("Invalid configuration: OIDC_CLIENT_SECRET is required with the other OIDC_ settings: set OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET together");
    expect(() => loadConfig({ ...oidc, OIDC_ISSUER: "auth.example.com" }, options)).toThrow(/^Invalid configuration: OIDC_ISSUER must be the provider's issuer URL/);
    expect(() => loadConfig({ OIDC_NAME: "Authentik" }, options)).toThrow("Invalid configuration: OIDC_NAME is only used with OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET");
    expect(() => loadConfig({ ...oidc, CLERK_PUBLISHABLE_KEY: "pk_test_Y2xlcmsuZXhhbXBsZS5jb20k" }, options)).toThrow("Invalid configuration: OIDC_ISSUER is for the embedded sign-in; with CLERK_PUBLISHABLE_KEY, set up single sign-on in Clerk");
  });

  it("backs up on a schedule with BACKUP_EVERY (minutes, hours or days), keeping BACKUP_KEEP scheduled backups, 7 unless set", () => {
    expect(loadConfig({}, options).backups).toBeUndefined();
    expect(loadConfig({ BACKUP_EVERY: "24h" }, options).backups).toEqual({ everyMs: 86_400_000, keep: 7 });
    expect(loadConfig({ BACKUP_EVERY: "30m", BACKUP_KEEP: "3" }, options).backups).toEqual({ everyMs: 1_800_000, keep: 3 });
    expect(loadConfig({ BACKUP_EVERY: "7d" }, options).backups?.everyMs).toBe(604_800_000);
    for (const value of ["24", "0m", "1.5h", "1w", "366d", "daily"]) {
      expect(() => loadConfig({ BACKUP_EVERY: value }, options), value).toThrow(/^Invalid configuration: BACKUP_EVERY must be a number of minutes, hours or days such as 30m, 24h or 7d/);
    }
    for (const value of ["0", "1001", "-1", "two"]) {
      expect(() => loadConfig({ BACKUP_EVERY: "24h", BACKUP_KEEP: value }, options), value).toThrow(/^Invalid configuration: BACKUP_KEEP must be a whole number of backups from 1 to 1000/);
    }
    expect(() => loadConfig({ BACKUP_KEEP: "3" }, options)).toThrow("Invalid configuration: BACKUP_KEEP is only used with BACKUP_EVERY: set both, or neither");
    expect(() => loadConfig({ BACKUP_EVERY: "24h", DATABASE_URL: "postgres://movies@db.example/movieapp", AUTH_SECRET: "a".repeat(32) }, options)).toThrow(
      "Invalid configuration: BACKUP_EVERY backs up the SQLite data in DATA_DIR; with DATABASE_URL, schedule pg_dump instead (docs/backups.md)",
    );
  });

  it("shows localhost in the default URL when listening on every interface", () => {
    expect(loadConfig({ HOST: "0.0.0.0", PORT: "4000" }, options).baseUrl).toBe("http://localhost:4000");
  });

  it.each(["abc", "3000x", "-1", "65536", "80.5"])("rejects PORT=%s with a message naming PORT", (port) => {
    expect(() => loadConfig({ PORT: port }, options)).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: port }, options)).toThrow(/^Invalid configuration: PORT must be a whole number/);
  });

  it("rejects a DATA_DIR that cannot be created or written", () => {
    const file = join(cwd, "a-file");
    writeFileSync(file, "");
    expect(() => loadConfig({ DATA_DIR: join(file, "inside") }, options)).toThrow(/^Invalid configuration: DATA_DIR must be a writable directory/);
  });

  it("rejects a BASE_URL that is not an http(s) URL", () => {
    expect(() => loadConfig({ BASE_URL: "not a url" }, options)).toThrow(/BASE_URL/);
    expect(() => loadConfig({ BASE_URL: "ftp://x" }, options)).toThrow(/BASE_URL must use http or https/);
  });

  it("keeps fault injection off by default and refuses it in production", () => {
    expect(loadConfig({}, options).faultInjection).toBe(false);
    expect(loadConfig({ FAULT_INJECTION: "on" }, options).faultInjection).toBe(true);
    expect(() => loadConfig({ FAULT_INJECTION: "on", NODE_ENV: "production" }, options)).toThrow("Invalid configuration: FAULT_INJECTION is refused when NODE_ENV=production");
    expect(() => loadConfig({ FAULT_INJECTION: "maybe" }, options)).toThrow(/FAULT_INJECTION must be/);
  });

  it("hashes passwords at production's cost unless a test run asks for less, which production refuses", () => {
    expect(loadConfig({}, options).passwordHashing).toBe("production");
    expect(loadConfig({ TEST_FAST_PASSWORD_HASHING: "on" }, options).passwordHashing).toBe("fast-for-tests");
    expect(() => loadConfig({ TEST_FAST_PASSWORD_HASHING: "on", NODE_ENV: "production" }, options)).toThrow("Invalid configuration: TEST_FAST_PASSWORD_HASHING is refused when NODE_ENV=production");
  });

  it("has a documented default catalog key and validates a custom one", () => {
    expect(loadConfig({}, options).catalogApiKey).toBe("movieapp-local-catalog");
    expect(loadConfig({ CATALOG_API_KEY: "my-own-key-123" }, options).catalogApiKey).toBe("my-own-key-123");
    expect(() => loadConfig({ CATALOG_API_KEY: "short" }, options)).toThrow(/CATALOG_API_KEY/);
  });

  it("accepts a Clerk publishable key and refuses anything else", () => {
    expect(loadConfig({}, options).clerkPublishableKey).toBeUndefined();
    expect(loadConfig({ CLERK_PUBLISHABLE_KEY: "pk_live_Y2xlcmsuZXhhbXBsZS5jb20k" }, options).clerkPublishableKey).toBe("pk_live_Y2xlcmsuZXhhbXBsZS5jb20k");
    expect(() => loadConfig({ CLERK_PUBLISHABLE_KEY: "sk_live_secret" }, options)).toThrow(/CLERK_PUBLISHABLE_KEY must be a Clerk publishable key/);
  });

  it("checks Clerk's session tokens only with Clerk and its key, for the app's own origins unless told others", () => {
    const clerk = { CLERK_PUBLISHABLE_KEY: "pk_live_Y2xlcmsuZXhhbXBsZS5jb20k", BASE_URL: "https://movies.example" };
    const pem = generateKeyPairSync("rsa", { modulusLength: 2048 }).publicKey.export({ type: "spki", format: "pem" }).toString();
    expect(loadConfig(clerk, options).clerkSessions).toBeUndefined();
    expect(loadConfig({ ...clerk, CLERK_JWT_KEY: pem }, options).clerkSessions).toEqual({ jwtKey: pem, authorizedParties: ["https://movies.example"] });
    const parties = "https://movies.example, https://www.movies.example";
    expect(loadConfig({ ...clerk, CLERK_JWT_KEY: pem, CLERK_AUTHORIZED_PARTIES: parties }, options).clerkSessions?.authorizedParties).toEqual(["https://movies.example", "https://www.movies.example"]);

    expect(refusal({ ...clerk, CLERK_JWT_KEY: "sk_live_secret" })).toBe("Invalid configuration: CLERK_JWT_KEY must be a PEM public key (-----BEGIN PUBLIC KEY----- …)");
    expect(refusal({ CLERK_JWT_KEY: pem })).toBe("Invalid configuration: CLERK_JWT_KEY is only used with CLERK_PUBLISHABLE_KEY (sign-in through Clerk): set both, or neither");
    expect(refusal({ ...clerk, CLERK_AUTHORIZED_PARTIES: "https://movies.example" })).toBe("Invalid configuration: CLERK_AUTHORIZED_PARTIES is only used with CLERK_JWT_KEY: set both, or neither");
    for (const party of ["movies.example", "https://movies.example/app", "ftp://movies.example", ""]) {
      expect(refusal({ ...clerk, CLERK_JWT_KEY: pem, CLERK_AUTHORIZED_PARTIES: `https://movies.example,${party}` }), party).toBe(
        `Invalid configuration: CLERK_AUTHORIZED_PARTIES must be the app's origins separated by commas, such as https://movies.example.com (got "${party}")`,
      );
    }
  });

  it("trusts the app's own origin, both loopback spellings by default", () => {
    expect(loadConfig({ PORT: "4000" }, options).trustedOrigins).toEqual(["http://127.0.0.1:4000", "http://localhost:4000"]);
    expect(loadConfig({ BASE_URL: "https://movies.example" }, options).trustedOrigins).toEqual(["https://movies.example"]);
    expect(() => loadConfig({ AUTH_SECRET: "too short" }, options)).toThrow(/AUTH_SECRET must be at least 32 characters/);
  });
});

describe("IMAGE_BASE_URL", () => {
  it("is unset by default: images come from this server, or from TMDB's image host in proxy mode", () => {
    expect(loadConfig({}, options).imageBaseUrl).toBeUndefined();
    expect(loadConfig({ IMAGE_BASE_URL: "  " }, options).imageBaseUrl).toBeUndefined();
  });

  it("takes an absolute http(s) URL ending in a slash", () => {
    expect(loadConfig({ IMAGE_BASE_URL: "https://images.example/t/p/" }, options).imageBaseUrl).toBe("https://images.example/t/p/");
    expect(loadConfig({ IMAGE_BASE_URL: "http://127.0.0.1:8081/" }, options).imageBaseUrl).toBe("http://127.0.0.1:8081/");
  });

  it.each(["/t/p/", "images.example/t/p/", "ftp://images.example/t/p/", "https://images.example/t/p", "https://images.example/t/p/?size=1/", "https://images.example/t/p/#/"])(
    "refuses %s in one line naming the variable and what it must be",
    (value) => {
      expect(() => loadConfig({ IMAGE_BASE_URL: value }, options)).toThrow(ConfigError);
      expect(() => loadConfig({ IMAGE_BASE_URL: value }, options)).toThrow(`Invalid configuration: IMAGE_BASE_URL must be an absolute http(s) URL ending in "/", such as https://image.tmdb.org/t/p/ (got "${value}")`);
    },
  );

  it("refuses credentials in it without repeating them", () => {
    expect(() => loadConfig({ IMAGE_BASE_URL: "https://user:secret@images.example/t/p/" }, options)).toThrow(
      'Invalid configuration: IMAGE_BASE_URL must be an absolute http(s) URL ending in "/", such as https://image.tmdb.org/t/p/ (got a URL with credentials)',
    );
  });
});

describe("DATABASE_URL", () => {
  const secret = "a-secret-shared-by-every-process-0123456789";

  it("keeps accounts and lists in DATA_DIR's SQLite when unset", () => {
    expect(loadConfig({}, options).database).toEqual({ kind: "sqlite" });
    expect(loadConfig({ DATABASE_URL: "  " }, options).database).toEqual({ kind: "sqlite" });
  });

  it("puts them in PostgreSQL with a bounded pool, 10 connections unless DATABASE_POOL_SIZE says otherwise", () => {
    const url = "postgres://movieapp:pw@db.internal:5432/movieapp";
    expect(loadConfig({ DATABASE_URL: url, AUTH_SECRET: secret }, options).database).toEqual({ kind: "postgres", url, poolSize: 10 });
    expect(loadConfig({ DATABASE_URL: "postgresql://db/movieapp", AUTH_SECRET: secret, DATABASE_POOL_SIZE: "25" }, options).database).toEqual({ kind: "postgres", url: "postgresql://db/movieapp", poolSize: 25 });
    for (const size of ["1", "101", "ten", "-3", "2.5"]) {
      expect(() => loadConfig({ DATABASE_URL: url, AUTH_SECRET: secret, DATABASE_POOL_SIZE: size }, options), size).toThrow(/^Invalid configuration: DATABASE_POOL_SIZE must be a whole number of connections from 2 to 100/);
    }
  });

  it("requires AUTH_SECRET with it, in one line saying why", () => {
    expect(() => loadConfig({ DATABASE_URL: "postgres://db/movieapp" }, options)).toThrow(
      new ConfigError("AUTH_SECRET", "is required when DATABASE_URL is set: every process must sign sessions with the same secret (at least 32 characters)"),
    );
  });

  it("refuses anything but a PostgreSQL URL without repeating it, since it may hold a password", () => {
    for (const url of ["mysql://root:hunter2@db/movieapp", "not a url hunter2", "/var/lib/app.db"]) {
      let message = "";
      try {
        loadConfig({ DATABASE_URL: url, AUTH_SECRET: secret }, options);
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message).toBe("Invalid configuration: DATABASE_URL must be a PostgreSQL URL such as postgres://user:password@host:5432/database");
    }
  });

  it("is shown without its password", () => {
    expect(redactedDatabaseUrl("postgres://movieapp:hunter2@db:5432/movieapp")).toBe("postgres://movieapp:***@db:5432/movieapp");
    expect(redactedDatabaseUrl("postgres://db/movieapp")).toBe("postgres://db/movieapp");
    expect(redactedDatabaseUrl("postgres://movieapp@db/movieapp?password=hunter2&sslmode=require")).toBe("postgres://movieapp@db/movieapp?password=***&sslmode=require");
    expect(redactedDatabaseUrl("postgres://db/movieapp?sslpassword=hunter2")).not.toContain("hunter2");
  });
});

describe("SMTP_URL and MAIL_FROM", () => {
  it("are unset by default: sign-up signs a new account in at once, with no mail", () => {
    expect(loadConfig({}, options).mail).toBeUndefined();
  });

  it("take a mail server's URL, with a sender named after the app's host unless MAIL_FROM names one", () => {
    expect(loadConfig({ SMTP_URL: "smtps://movies:secret@mail.example:465", BASE_URL: "https://movies.example" }, options).mail).toEqual({
      smtpUrl: "smtps://movies:secret@mail.example:465",
      from: "MovieApp <no-reply@movies.example>",
    });
    expect(loadConfig({ SMTP_URL: "smtp://127.0.0.1:2525", MAIL_FROM: "Films <films@example.com>", BASE_URL: "https://movies.example" }, options).mail?.from).toBe("Films <films@example.com>");
  });

  it("refuse a server without BASE_URL, anything but an smtp(s) URL (without repeating it), a sender without a server, and mail with Clerk", () => {
    expect(refusal({ SMTP_URL: "smtp://127.0.0.1:25" })).toBe(
      "Invalid configuration: BASE_URL is required with SMTP_URL: the links mailed to people lead to it, so it must be the address they open, such as https://movies.example.com",
    );
    for (const url of ["https://user:hunter2@mail.example", "mail.example:25 hunter2"]) {
      expect(refusal({ SMTP_URL: url, BASE_URL: "https://movies.example" })).toBe("Invalid configuration: SMTP_URL must be a mail server's URL such as smtps://user:password@mail.example.com:465");
    }
    expect(refusal({ MAIL_FROM: "films@example.com" })).toBe("Invalid configuration: MAIL_FROM is only used with SMTP_URL: set both, or neither");
    expect(refusal({ SMTP_URL: "smtp://127.0.0.1:25", BASE_URL: "https://movies.example", CLERK_PUBLISHABLE_KEY: "pk_live_Y2xlcmsuZXhhbXBsZS5jb20k" })).toBe(
      "Invalid configuration: SMTP_URL is for the embedded sign-in; with CLERK_PUBLISHABLE_KEY, Clerk confirms email addresses itself",
    );
  });
});
