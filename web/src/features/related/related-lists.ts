/** The lists of films related to a film, by the word in their address (/movie/238/similar). */
export const RELATED_LISTS = {
  similar: { heading: "Similar movies", field: "similar" },
  recommendations: { heading: "Recommended", field: "recommendations" },
} as const;

export type RelatedListName = keyof typeof RELATED_LISTS;

/** What a film's address with any other word is told: the lists a film has, as its page heads them. */
export const NO_SUCH_RELATED_LIST = `A film’s related films are in its ${Object.values(RELATED_LISTS)
  .map((list) => `“${list.heading}”`)
  .join(" and ")} lists; this address names neither.`;

export const isRelatedList = (name: string | undefined): name is RelatedListName => name !== undefined && Object.hasOwn(RELATED_LISTS, name);
