// Dutch month and weekday names, for the rules that read when a question or a text is about.
export const MONTHS = [
  "januari",
  "februari",
  "maart",
  "april",
  "mei",
  "juni",
  "juli",
  "augustus",
  "september",
  "oktober",
  "november",
  "december",
];
export const WORKDAYS = ["maandag", "dinsdag", "woensdag", "donderdag", "vrijdag"];
/** Today and its parts of the day ("vanavond" is today's evening). */
export const TODAY_WORDS = ["vandaag", "vanavond", "vanmiddag", "vanochtend", "vannacht"];
export const COMING_DAYS = ["morgen", "overmorgen"];
/** What makes "week" or "maand" a when: "volgende week", "deze maand". */
export const PERIOD_WORDS = ["volgende", "komende", "deze", "vorige", "afgelopen"];
/** The week as `Date#getDay` counts it: 0 is Sunday. */
export const WEEKDAYS_FROM_SUNDAY = ["zondag", ...WORKDAYS, "zaterdag"];

/** Every way people write a month ("maart", "mrt", "sept") with its number, 1 to 12. */
export const MONTH_NUMBERS: Record<string, number> = {
  ...Object.fromEntries(MONTHS.map((name, i) => [name, i + 1])),
  jan: 1,
  feb: 2,
  mrt: 3,
  apr: 4,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  sept: 9,
  okt: 10,
  nov: 11,
  dec: 12,
};
