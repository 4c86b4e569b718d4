/** The lists of films related to a film, by the word in their address (/movie/238/similar). */
export const RELATED_LISTS = {
  similar: { heading: "Similar movies", field: "similar" },
  recommendations: { heading: "Recommended", field: "recommendations" },
} as const;

export type RelatedListName = keyof typeof RELATED_LISTS;

export const isRelatedList = (name: string | undefined): name is RelatedListName => name !== undefined && Object.hasOwn(RELATED_LISTS, name);
