/**
 * Film ratings of a few countries' rating systems, as `/3/certification/movie/list` lists them:
 * each rating with what it means (in our words) and its order from least to most restricted.
 * The catalog's films carry no certification; clients read this list to build their filters.
 */
interface Certification {
  certification: string;
  meaning: string;
  order: number;
}

const ratings = (list: ReadonlyArray<[string, string]>): Certification[] => list.map(([certification, meaning], order) => ({ certification, meaning, order: order + 1 }));

export const CERTIFICATIONS: Record<string, Certification[]> = {
  US: ratings([
    ["G", "For all ages."],
    ["PG", "Parents may find some material unsuitable for children."],
    ["PG-13", "Some material may be inappropriate for children under 13."],
    ["R", "Under 17 only with a parent or adult guardian."],
    ["NC-17", "No one 17 or under admitted."],
  ]),
  GB: ratings([
    ["U", "Suitable for everyone."],
    ["PG", "General viewing; some scenes may be unsuitable for young children."],
    ["12A", "Under 12 only with an adult, in cinemas."],
    ["12", "Suitable for 12 and over."],
    ["15", "Suitable only for 15 and over."],
    ["18", "Suitable only for adults."],
    ["R18", "Adults only, in licensed cinemas and shops."],
  ]),
  DE: ratings([
    ["0", "No age restriction."],
    ["6", "From 6 years."],
    ["12", "From 12 years; from 6 with a parent."],
    ["16", "From 16 years."],
    ["18", "Adults only."],
  ]),
  FR: ratings([
    ["U", "For all audiences."],
    ["12", "Not for children under 12."],
    ["16", "Not for children under 16."],
    ["18", "Not for minors."],
  ]),
  CA: ratings([
    ["G", "Suitable for all ages."],
    ["PG", "Parental guidance advised."],
    ["14A", "Under 14 only with an adult."],
    ["18A", "Under 18 only with an adult."],
    ["R", "Adults only."],
  ]),
  AU: ratings([
    ["G", "General."],
    ["PG", "Parental guidance recommended."],
    ["M", "Recommended for mature audiences."],
    ["MA 15+", "Under 15 only with a parent or guardian."],
    ["R 18+", "Restricted to adults."],
  ]),
};
