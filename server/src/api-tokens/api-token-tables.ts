/** The personal API tokens' table, as the query layer sees it (see database/migrations.ts). */
export interface ApiTokenTables {
  api_token: {
    id: string;
    user_id: string;
    name: string;
    scope: "read" | "write";
    /** The token's first characters, shown to tell it apart. */
    prefix: string;
    /** SHA-256 of the whole token, hex (unique): the token itself is never kept. */
    token_hash: string;
    created_at: string;
    last_used_at: string | null;
    expires_at: string | null;
  };
}
