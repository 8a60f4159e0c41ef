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
