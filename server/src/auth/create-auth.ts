import { betterAuth } from "better-auth";
import { genericOAuth } from "better-auth/plugins/generic-oauth";
import type { OidcSettings } from "../config";
import type { AppDatabase } from "../database/app-database";
import { accountFieldGuard } from "./account-field-guard";
import { AttemptCounter } from "./attempt-counter";
import { loadAuthSecret } from "./auth-secret";
import { hashPassword, verifyPassword, type PasswordHashing } from "./password-hashing";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "./password-policy";
import { RecentSessions } from "./recent-sessions";
import { authLog } from "./auth-log";
import type { MailChannel } from "../mail/mail-channel";
import { alreadyRegisteredMail, confirmAddressMail, confirmNewAddressMail, CONFIRMATION_LINK_HOURS } from "./account-mails";
import { listsIn } from "../lists/lists-service";
import { KnownDevices } from "./known-devices";

export interface AuthSettings {
  dataDir: string;
  baseUrl: string;
  trustedOrigins: string[];
  secret: string | undefined;
  trustProxy: boolean;
  /** With a mail channel, new accounts confirm their address first (docs/decisions/041). */
  mail?: MailChannel | undefined;
  /** An OpenID provider people may sign in with too (single sign-on, docs/decisions/066). */
  oidc?: OidcSettings | undefined;
  /** Production's argon2id cost unless a test run asks for less (password-hashing.ts). */
  passwordHashing?: PasswordHashing | undefined;
}

/** better-auth's name for the one OpenID provider: sign-in starts at /api/auth/sign-in/social with it, and returns to /api/auth/callback/oidc. */
export const SSO_PROVIDER_ID = "oidc";

/**
 * Single sign-on with an OpenID provider: the authorization code flow with PKCE, from the
 * provider's discovery document; its ID token's signature, issuer, audience and nonce checked
 * (requireIdTokenVerification: no provider is used whose discovery gives no keys to check with).
 * A person the provider names for the first time gets an account; one whose address already has an
 * account here is linked to it only if the provider says the address is verified and the account
 * here has confirmed it (better-auth's rules, requireLocalEmailVerified), so nobody takes over an
 * account by making one with someone else's address, here or at the provider.
 */
function singleSignOn(oidc: OidcSettings, mail: boolean) {
  return genericOAuth({
    config: [
      {
        providerId: SSO_PROVIDER_ID,
        name: oidc.name,
        discoveryUrl: `${oidc.issuer}/.well-known/openid-configuration`,
        requireIdTokenVerification: true,
        clientId: oidc.clientId,
        clientSecret: oidc.clientSecret,
        scopes: ["openid", "email", "profile"],
        pkce: true,
        // With mail, a new account confirms its address before it is used: one the provider has
        // not verified gets a link first, as a sign-up does (docs/decisions/041).
        requireEmailVerification: mail,
      },
    ],
  });
}


/**
 * What sign-up does when the server can send mail (docs/decisions/041): a new account is made
 * unconfirmed and gets a link that confirms it and signs the person in; a registered address gets
 * a mail saying so; both sign-ups are answered alike, with no session. Signing in to an account
 * not yet confirmed is refused and sends a new link.
 */
function confirmedSignUps(mail: MailChannel, baseUrl: string) {
  return {
    emailAndPassword: {
      requireEmailVerification: true,
      onExistingUserSignUp: async ({ user }: { user: { email: string } }) => mail.send(alreadyRegisteredMail(user.email, `${baseUrl}/sign-in`)),
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: CONFIRMATION_LINK_HOURS * 60 * 60,
      // An account asking for a new address (change-email-route.ts) gets the link at the new address;
      // a new account (signing up, or signing in before confirming), its first confirmation.
      sendVerificationEmail: async ({ user, url }: { user: { email: string }; url: string }, request?: Request) =>
        mail.send(request && new URL(request.url).pathname.endsWith("/change-email") ? confirmNewAddressMail(user.email, url) : confirmAddressMail(user.email, url)),
    },
  };
}

/** Cookies are sent only over https when the public origin is https. */
const secureCookies = (baseUrl: string) => baseUrl.startsWith("https:");

/** How many argon2 computations (a hash or a verification) the service has run. */
interface PasswordWork {
  count: number;
}

function buildAuth(database: AppDatabase, settings: AuthSettings, secret: string, work: PasswordWork, devices: KnownDevices) {
  const lists = listsIn(database);
  const forgetKept = async (user: { id: string }) => {
    await lists.forgetPerson(user.id);
    await devices.forgetAll(user.id);
  };
  const confirmed = settings.mail && confirmedSignUps(settings.mail, settings.baseUrl);
  return betterAuth({
    // The app's own Kysely (SQLite's or PostgreSQL's dialect), as better-auth would build over a
    // bare database or pool, but with every statement watched so failing storage is told apart
    // from a bug (storage-watch.ts), and, on SQLite, one connection for everything
    // (database/sqlite-database.ts).
    database: { db: database.tables, type: database.kind, transaction: true },
    baseURL: settings.baseUrl,
    basePath: "/api/auth",
    secret,
    trustedOrigins: settings.trustedOrigins,
    emailAndPassword: {
      enabled: true,
      autoSignIn: true,
      ...confirmed?.emailAndPassword,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
      password: {
        hash: (password) => {
          work.count++;
          return hashPassword(password, settings.passwordHashing);
        },
        verify: (input) => {
          work.count++;
          return verifyPassword(input);
        },
      },
    },
    ...(confirmed ? { emailVerification: confirmed.emailVerification } : {}),
    hooks: { before: accountFieldGuard },
    ...(settings.oidc ? { plugins: [singleSignOn(settings.oidc, settings.mail !== undefined)] } : {}),
    // No account keeps an image, however it was made or changed: avatars are the name's initials
    // (an image's address would be drawn in every page's header, unchecked).
    databaseHooks: {
      user: {
        create: { before: (user) => Promise.resolve({ data: { ...user, image: null } }) },
        update: { before: (user) => Promise.resolve({ data: { ...user, image: null } }) },
      },
    },
    // A person may delete their account (delete-account-route.ts checks their password first):
    // what they keep (lists, known devices) goes with it, before the account and once more after it, for a list write
    // that was under way as the account went (docs/decisions/054).
    // A person may change their address (change-email-route.ts checks their password first): at once
    // without mail, whose accounts are never confirmed; with mail, once a link sent to it is opened.
    user: {
      deleteUser: { enabled: true, beforeDelete: forgetKept, afterDelete: forgetKept },
      changeEmail: { enabled: true, updateEmailWithoutVerification: !confirmed },
    },
    // Our own limits count failures per client in every mode, in the database (attempt-counter.ts).
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    logger: { log: authLog() },
    advanced: {
      // With mail, sign-up and sign-in answer without waiting for their mail: a new and a
      // registered address, a confirmed account and one not yet confirmed, take the same time
      // whatever the mail server does (docs/decisions/041). Node keeps the sends running.
      ...(confirmed ? { backgroundTasks: { handler: () => undefined } } : {}),
      useSecureCookies: secureCookies(settings.baseUrl),
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
      ipAddress: { ipAddressHeaders: settings.trustProxy ? ["x-forwarded-for"] : [] },
    },
  });
}

export type Auth = ReturnType<typeof buildAuth>;

export interface AuthService {
  auth: Auth;
  /** Sign-in and sign-up attempts, counted in the database that every process shares. */
  attempts: AttemptCounter;
  /** The session a request's cookie stands for: what the app's pages and lists ask (recent-sessions.ts). */
  sessions: RecentSessions;
  /**
   * How many argon2 computations the service has run since it started. They are what sign-in
   * limits protect (each takes 19 MiB and tens of milliseconds), and what an operator would watch.
   */
  passwordWork: () => number;
  /** Whether new accounts confirm their address by mail before they can sign in (a mail channel is set). */
  confirmsEmail: boolean;
  /** The devices each account has signed in from, which its sign-in limits trust (sign-in-limits.ts). */
  devices: KnownDevices;
  /** Whether cookies are sent only over https (the public origin is https). */
  secureCookies: boolean;
  /** What the sign-in page calls the OpenID provider it offers, or null when there is none. */
  ssoName: string | null;
}

/**
 * Accounts and sessions live in the app's database (SQLite in DATA_DIR, or PostgreSQL), in
 * better-auth's tables, which database/migrate-database.ts brings up to date at start.
 */
export function createAuthService(settings: AuthSettings, database: AppDatabase): AuthService {
  const secret = loadAuthSecret(settings.dataDir, settings.secret);
  const work: PasswordWork = { count: 0 };
  const devices = new KnownDevices(database, secret);
  const auth = buildAuth(database, settings, secret, work, devices);
  return {
    auth,
    attempts: new AttemptCounter(database),
    sessions: new RecentSessions(auth),
    passwordWork: () => work.count,
    confirmsEmail: settings.mail !== undefined,
    devices,
    secureCookies: secureCookies(settings.baseUrl),
    ssoName: settings.oidc?.name ?? null,
  };
}
