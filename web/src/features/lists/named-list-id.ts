/** A list's id as the server makes them (a UUID): anything else in an address names no list. Small, as the route table reads it in the first download. */
export const isNamedListId = (id: string | undefined): id is string => id !== undefined && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(id);
