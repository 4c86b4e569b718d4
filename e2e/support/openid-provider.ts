import type { Server } from "node:http";
import Provider from "oidc-provider";

/** A person the provider knows, by the login its sign-in form takes. */
export interface ProviderAccount {
  email: string;
  email_verified: boolean;
  name: string;
}

export interface OpenIdProvider {
  issuer: string;
  close: () => Promise<void>;
}

/**
 * A real OpenID provider (the `oidc-provider` package, certified by the OpenID Foundation) for the
 * single sign-on journeys: one confidential client allowed to return to `redirectUri`, and the
 * package's own development sign-in and consent pages, where any login named in `accounts` signs
 * in (the password is not checked). On its own loopback address, as a provider on another host.
 */
export async function startOpenIdProvider({ host, port, clientId, clientSecret, redirectUri, accounts }: { host: string; port: number; clientId: string; clientSecret: string; redirectUri: string; accounts: Record<string, ProviderAccount> }): Promise<OpenIdProvider> {
  const issuer = `http://${host}:${port}`;
  const provider = new Provider(issuer, {
    clients: [{ client_id: clientId, client_secret: clientSecret, redirect_uris: [redirectUri], response_types: ["code"], grant_types: ["authorization_code"], token_endpoint_auth_method: "client_secret_post" }],
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name"] },
    pkce: { required: () => true },
    cookies: { keys: ["a-test-only-cookie-signing-key"] },
    // Lifetimes of its own, rather than the package's defaults (which it warns of): a journey's length.
    ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600, AuthorizationCode: 60 },
    findAccount: (_context, id) => {
      const account = accounts[id];
      return account ? { accountId: id, claims: () => ({ sub: id, ...account }) } : undefined;
    },
  });
  // What went wrong inside it reaches the test's log, not only its error page.
  provider.on("server_error", (_context, error) => console.error(`OpenID provider: ${error instanceof Error ? error.stack : String(error)}`));
  // The test's address is plain http: tell the provider it is not behind a proxy that says otherwise.
  provider.proxy = false;
  const server: Server = provider.listen(port, host);
  // Listening, or why not (a machine without the loopback address), before anyone is sent there.
  await new Promise<void>((resolve, reject) => {
    server.once("listening", () => resolve());
    server.once("error", (error) => reject(new Error(`The OpenID provider could not listen on ${issuer}: ${error.message}`)));
  });
  return { issuer, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
