import { useId, useRef, useState } from "react";
import { MEDIA_SERVER_KINDS, MEDIA_SERVER_NAMES, type MediaServerConnection, type MediaServerConnectionsAnswer, type MediaServerEvent, type MediaServerKind } from "../../../../common/media-servers";
import { SectionOutcome, useFocusWhenDrawn, useSectionAction } from "../../components/use-section-action";
import { Link } from "../../components/link";
import { dayOfInstant, longDate } from "../../lib/long-date";
import { meRequest } from "../../lists/me-api";
import { SectionDataState, useSectionData } from "./section-data";

/** Where each server takes the address, in a line; docs/media-servers.md has the steps in full. */
const WHERE_TO_PASTE: Record<MediaServerKind, string> = {
  jellyfin: "In Jellyfin, install the Webhook plugin, then in its settings add a Generic Destination: paste this address as its Webhook Url, tick Playback Stop, Movies and Send All Properties, and choose your user.",
  plex: "In Plex (a Plex Pass feature), open Settings, Webhooks, Add Webhook, and paste this address.",
  emby: "In Emby, open Settings, Notifications, Add Notification, Webhooks: paste this address as its URL, choose application/json, the Playback Stop event, and limit it to your user.",
};
/** The newest events shown for a connection. */
const EVENTS_SHOWN = 5;

function EventLine({ event }: { event: MediaServerEvent }) {
  const film = event.title ? `${event.title}${event.year ? ` (${event.year})` : ""}` : null;
  const by = event.played_by ? ` · played by ${event.played_by}` : "";
  const when = dayOfInstant(event.received_at);
  if (event.outcome === "logged" || event.outcome === "repeat") {
    return (
      <li>
        {`${when} · ${event.outcome === "logged" ? "Logged" : "Already logged"} `}
        {event.movie_id !== null ? <Link to={`/movie/${event.movie_id}`}>{film}</Link> : film}
        {`${event.seen_on ? `, seen ${longDate(event.seen_on)}` : ""}${by}`}
      </li>
    );
  }
  return <li>{`${when} · Not logged${film && event.outcome === "ignored" ? `: ${film}` : ""}. ${event.reason ?? ""}${by}`}</li>;
}

/**
 * The person's connections to Jellyfin, Plex and Emby (server/src/media-servers/): each a secret
 * webhook address that logs in their diary the films played there to the end. Shown with where to
 * paste it and the newest events that came to it; an address can be replaced (the old one stops
 * at once) or removed, and the viewings it logged stay.
 */
export function MediaServersSection() {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const { loaded, retry, replace } = useSectionData(async () => (await meRequest<MediaServerConnectionsAnswer>("GET", "/media-servers")).connections, heading);
  const { busy, said, problem, run } = useSectionAction();
  const [copied, setCopied] = useState<MediaServerKind | null>(null);
  const focusWhenDrawn = useFocusWhenDrawn();

  /** A change to the connections, answered with them as they now are; then `focus` (asked before they are drawn). */
  const act = (work: () => Promise<MediaServerConnection[]>, done: string, focus: () => void) =>
    run(async () => {
      setCopied(null);
      const changed = await work();
      focus();
      replace(changed);
      return done;
    });
  const connections = async (method: "PUT" | "POST", path: string) => (await meRequest<MediaServerConnectionsAnswer>(method, path)).connections;
  const addressOf = (connection: MediaServerConnection) => `${window.location.origin}${connection.webhook_path}`;
  // Once drawn, the address a change made is where the person goes next: to copy it.
  const focusAddress = (kind: MediaServerKind) => () => focusWhenDrawn(() => document.getElementById(`${headingId}-${kind}`));
  const focusHeading = () => heading.current?.focus();

  return (
    <section className="account__section" aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1}>
        Media servers
      </h2>
      <p className="account__warning">Jellyfin, Plex and Emby can log in your diary each film you watch there to its end, on the day you watched it. Connect one to get its address, then give the address to the server. Keep it secret: anyone with it can log films for you.</p>
      <SectionDataState loaded={loaded} what="media servers" onRetry={retry} />
      {loaded && "data" in loaded ? (
        <ul className="account__devices" aria-label="Your media servers">
          {MEDIA_SERVER_KINDS.map((kind) => {
            const name = MEDIA_SERVER_NAMES[kind];
            const connection = loaded.data.find((c) => c.kind === kind);
            if (!connection) {
              return (
                <li key={kind} className="account__device">
                  <p className="account__device-name">{name}</p>
                  <button type="button" className="button button--secondary" aria-disabled={busy || undefined} onClick={() => void act(() => connections("PUT", `/media-servers/${kind}`), `${name} is connected: give it the address below.`, focusAddress(kind))}>
                    {`Connect ${name}`}
                  </button>
                </li>
              );
            }
            return (
              <li key={kind} className="account__media-server">
                <p className="account__device-name">{name}</p>
                <label className="account__field" htmlFor={`${headingId}-${kind}`}>{`${name}’s webhook address`}</label>
                <input id={`${headingId}-${kind}`} className="account__address" type="text" readOnly value={addressOf(connection)} onFocus={(event) => event.target.select()} />
                <p className="account__device-dates">{WHERE_TO_PASTE[kind]}</p>
                <p className="account__token-actions">
                  <button type="button" className="button button--secondary" onClick={() => void navigator.clipboard?.writeText(addressOf(connection)).then(() => setCopied(kind), () => undefined)}>
                    {copied === kind ? "Copied" : "Copy"}
                  </button>
                  <button type="button" className="button button--secondary" aria-disabled={busy || undefined} onClick={() => void act(() => connections("POST", `/media-servers/${kind}/new-address`), `${name} has a new address: give it to ${name} again. The old one no longer works.`, focusAddress(kind))}>
                    New address
                  </button>
                  <button
                    type="button"
                    className="button button--secondary"
                    aria-label={`Disconnect ${name}`}
                    aria-disabled={busy || undefined}
                    onClick={() => void act(async () => {
                      await meRequest("DELETE", `/media-servers/${kind}`);
                      return loaded.data.filter((c) => c.kind !== kind);
                    }, `${name} is disconnected: its address no longer works. What it logged stays in your diary.`, focusHeading)}
                  >
                    Disconnect
                  </button>
                </p>
                {connection.events.length === 0 ? (
                  <p className="account__device-dates">{`Nothing has come from ${name} yet.`}</p>
                ) : (
                  <ul className="account__events" aria-label={`What came from ${name}`}>
                    {connection.events.slice(0, EVENTS_SHOWN).map((event, i) => (
                      <EventLine key={`${event.received_at}-${i}`} event={event} />
                    ))}
                  </ul>
                )}
              </li>
            );
          })}
        </ul>
      ) : null}
      <SectionOutcome said={said} problem={problem} />
    </section>
  );
}
