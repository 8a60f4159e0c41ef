// The calendar behind every date field (src/components/ui/date-picker.tsx).
export const datePicker = {
  chooseDate: "Kies een datum",
  previousMonth: "Vorige maand",
  nextMonth: "Volgende maand",
  month: "Maand",
  year: "Jaar",
  /** A day's button to a screen reader: "1 november 2026, vandaag, gekozen". */
  day: (written: string, today: boolean, chosen: boolean) =>
    [written, today && "vandaag", chosen && "gekozen"].filter(Boolean).join(", "),
};
