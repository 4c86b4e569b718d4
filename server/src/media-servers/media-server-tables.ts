import type { MediaServerKind, MediaServerOutcome } from "../../../common/media-servers";

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
  media_server_event: {
    id: string;
    hook_id: string;
    received_at: string;
    outcome: MediaServerOutcome;
    reason: string | null;
    title: string | null;
    year: string | null;
    movie_id: number | null;
    seen_on: string | null;
    played_by: string | null;
    /** What tells one play from another (unique per hook): a play's repeats find it taken. Only on logged events. */
    play_key: string | null;
  };
}
