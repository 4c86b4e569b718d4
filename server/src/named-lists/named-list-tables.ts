/** The tables of the lists people name themselves, as the query layer sees them (see database/migrations.ts). */
export interface NamedListTables {
  named_list: {
    id: string;
    user_id: string;
    name: string;
    description: string;
    /** 1 ranked, 0 not: an integer, spelt the same in SQLite and PostgreSQL. */
    ranked: number;
    /** The link's token while the list is shared (unique), null while it is private. */
    share_token: string | null;
    /** The name the owner is shown by on the shared page, as it was when they shared it. */
    owner_name: string;
    created_at: string;
    updated_at: string;
  };
  named_list_entry: {
    list_id: string;
    movie_id: number;
    title: string;
    year: string;
    poster_path: string | null;
    note: string;
    /** 1 to the list's number of films, each once: the list's own order. */
    position: number;
    added_at: string;
  };
}
