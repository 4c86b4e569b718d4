import type { MediaServerEvent, MediaServerKind } from "../../../common/media-servers";

/** The media-server connections' tables, as the query layer sees them (see database/migrations.ts). */
export interface MediaServerTables {
  media_server_hook: {
    id: string;
    user_id: string;
    kind: MediaServerKind;
    /** The webhook address's secret (unique): kept as it is, since the account page shows the address. */
    secret: string;
    created_at: string;
  };
  /** An event as the account page reads it (common/media-servers.ts), with whose it is and its play's key. */
  media_server_event: MediaServerEvent & {
    id: string;
    hook_id: string;
    /** What tells one play from another (unique per hook): a play's repeats find it taken. Only on logged events. */
    play_key: string | null;
  };
}
