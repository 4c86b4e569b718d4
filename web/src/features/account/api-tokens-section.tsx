import { useId, useRef, useState, type FormEvent } from "react";
import { API_TOKEN_LIFETIMES, MAX_API_TOKEN_NAME, type ApiToken, type ApiTokenLifetime, type ApiTokensAnswer, type ApiTokenScope, type NewApiToken } from "../../../../common/api-tokens";
import { FormField } from "../../components/form-field";
import { dayOfInstant } from "../../lib/long-date";
import { meRequest } from "../../lists/me-api";
import { SectionOutcome, useSectionAction } from "../../components/use-section-action";
import { SectionDataState, useSectionData } from "./section-data";

const SCOPE_WORDS: Record<ApiTokenScope, string> = { read: "Reads your lists", write: "Reads and changes your lists" };
const lifetimeWords = (days: ApiTokenLifetime) => (days === null ? "Until you revoke it" : days === 365 ? "1 year" : `${days} days`);

/** When a token stops working, or stopped, in words. */
function expiry(token: ApiToken): string {
  if (token.expires_at === null) return "never expires";
  return Date.parse(token.expires_at) <= Date.now() ? `expired ${dayOfInstant(token.expires_at)}` : `expires ${dayOfInstant(token.expires_at)}`;
}

/**
 * The person's personal API tokens (server/src/api-tokens/): for scripts, widgets and other apps
 * to read, or change, their lists through /api/me with `Authorization: Bearer`. A new token is
 * shown once, here, to copy; the list names each by its first characters, with its last use; any
 * can be revoked, which stops it at once.
 */
export function ApiTokensSection() {
  const headingId = useId();
  const [name, setName] = useState("");
  const [scope, setScope] = useState<ApiTokenScope>("read");
  const [lifetime, setLifetime] = useState<ApiTokenLifetime>(90);
  const [made, setMade] = useState<NewApiToken | null>(null);
  const [copied, setCopied] = useState(false);
  const { busy, said, problem, run } = useSectionAction();
  const heading = useRef<HTMLHeadingElement>(null);
  const { loaded, retry, change } = useSectionData(async () => (await meRequest<ApiTokensAnswer>("GET", "/tokens")).tokens, heading);

  const make = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void run(async () => {
      const token = await meRequest<NewApiToken>("POST", "/tokens", { name, scope, lifetime_days: lifetime });
      setMade(token);
      setCopied(false);
      setName("");
      // The list keeps what the server lists of it, never the token itself.
      const { token: _secret, ...listed } = token;
      change((tokens) => [listed, ...tokens]);
      // The new token's own status says it is made.
      return "";
    });
  };

  const revoke = (token: ApiToken) =>
    run(async () => {
      await meRequest("DELETE", `/tokens/${encodeURIComponent(token.id)}`);
      change((tokens) => tokens.filter((t) => t.id !== token.id));
      if (made?.id === token.id) setMade(null);
      // Its button is gone: the focus goes to the section, whose status says what happened.
      heading.current?.focus();
      return `“${token.name}” is revoked: it no longer works.`;
    });

  return (
    <section className="account__section" aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1}>
        API tokens
      </h2>
      <p className="account__warning">
        A token lets a script or another app read your lists, or change them, as you: send it as <code>Authorization: Bearer</code> with requests to <code>/api/me</code> (described at <a href="/api/openapi.json">/api/openapi.json</a>). Keep it secret, and revoke any you no longer use.
      </p>
      <form className="account__form" onSubmit={make}>
        <FormField id={`${headingId}-name`} label="Token name" hint="What it is for, to tell it from your others." type="text" required maxLength={MAX_API_TOKEN_NAME} value={name} onChange={(event) => setName(event.target.value)} />
        <label className="account__field">
          What it may do
          <select value={scope} onChange={(event) => setScope(event.target.value as ApiTokenScope)}>
            <option value="read">{SCOPE_WORDS.read}</option>
            <option value="write">{SCOPE_WORDS.write}</option>
          </select>
        </label>
        <label className="account__field">
          Lasts
          <select value={String(lifetime)} onChange={(event) => setLifetime(event.target.value === "null" ? null : (Number(event.target.value) as ApiTokenLifetime))}>
            {[...API_TOKEN_LIFETIMES, null].map((days) => (
              <option key={String(days)} value={String(days)}>{lifetimeWords(days)}</option>
            ))}
          </select>
        </label>
        <button type="submit" className="button" aria-disabled={busy || undefined}>Make token</button>
      </form>
      {made ? (
        <div className="account__new-token" role="status">
          <p>{`Your new token “${made.name}”. Copy it now: it is not shown again.`}</p>
          <input type="text" readOnly value={made.token} aria-label={`Token “${made.name}”`} onFocus={(event) => event.target.select()} />
          <p className="account__token-actions">
            <button type="button" className="button button--secondary" onClick={() => void navigator.clipboard?.writeText(made.token).then(() => setCopied(true), () => undefined)}>
              {copied ? "Copied" : "Copy"}
            </button>
            <button type="button" className="button button--secondary" onClick={() => setMade(null)}>Done</button>
          </p>
        </div>
      ) : null}
      <SectionDataState loaded={loaded} what="tokens" onRetry={retry} />
      {loaded && "data" in loaded ? (
        loaded.data.length === 0 ? (
          <p>You have no tokens.</p>
        ) : (
          <ul className="account__devices" aria-label="Your tokens">
            {loaded.data.map((token) => (
              <li key={token.id} className="account__device">
                <div>
                  <p className="account__device-name">{token.name}</p>
                  <p className="account__device-dates">
                    <code>{`${token.prefix}…`}</code> · {SCOPE_WORDS[token.scope]} · made {dayOfInstant(token.created_at)} · {token.last_used_at ? `last used ${dayOfInstant(token.last_used_at)}` : "never used"} · {expiry(token)}
                  </p>
                </div>
                <button type="button" className="button button--secondary" aria-label={`Revoke ${token.name}`} aria-disabled={busy || undefined} onClick={() => void revoke(token)}>
                  Revoke
                </button>
              </li>
            ))}
          </ul>
        )
      ) : null}
      <SectionOutcome said={said} problem={problem} />
    </section>
  );
}
