export const hrHours = {
  title: "Bereikbaarheid HR",
  description:
    "Wanneer een collega van HR WhatsApp-vragen beantwoordt. Zet de assistent buiten deze tijden een vraag door, dan zegt hij wanneer er iemand naar kijkt. Tijden in Nederlandse tijd.",
  enabled: "Vaste tijden",
  enabledHint: (on: boolean) =>
    on
      ? "Aan: buiten deze tijden zegt de assistent bij het doorzetten naar HR wanneer een collega kijkt."
      : "Uit: de assistent zegt niets over wanneer HR reageert.",
  days: "Dagen",
  weekdays: ["maandag", "dinsdag", "woensdag", "donderdag", "vrijdag", "zaterdag", "zondag"],
  weekdaysShort: ["ma", "di", "wo", "do", "vr", "za", "zo"],
  from: "Van",
  to: "Tot",
  saved: "Bereikbaarheid opgeslagen",
  adminsOnly: "Alleen admins kunnen de bereikbaarheid van HR wijzigen.",
  oneDay: "Kies minstens één dag",
  endAfterStart: "De eindtijd moet na de begintijd liggen",
  invalidTime: "Vul een tijd in als 09:00",
} as const;
