import type { PageLoad } from "../../lib/page-route";
import { parseIdParam } from "../../lib/page-params";

/** A person's page: their details with every film they are credited on, and who they most often work with. */
export const loadPerson: PageLoad = async ({ params, movies }) => {
  const id = parseIdParam(params.id);
  if (id !== undefined) await movies.fetchPerson(id);
};
