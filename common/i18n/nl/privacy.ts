export const privacy = {
  chatbotTitle: "Chatbot Data",
  chatbotDescription: "Bepaal welke gegevens medewerkers via de chatbot kunnen opvragen.",
  chatbotAlwaysVisible: "Een medewerker ziet altijd zijn eigen profiel en zijn eigen diensten.",
  chatbotEmployees: "Medewerkers",
  chatbotEmployeesHint: "Gegevens van collega's, zoals wie er vandaag werkt.",
  chatbotJobs: "Opdrachten",
  chatbotJobsHint: "Openstaande opdrachten en functies.",
  chatbotShifts: "Diensten",
  chatbotShiftsHint: "Beschikbare diensten om op in te schrijven.",
  chatbotSaved: "Chatbot toegang opgeslagen",
  unknownError: "Onbekende fout",
  retentionTitle: "Bewaartermijn gesprekken",
  retentionDescription:
    "WhatsApp-berichten ouder dan de bewaartermijn worden elke nacht verwijderd, samen met gesprekken die daardoor leeg zijn.",
  retentionOptions: { 30: "30 dagen", 90: "90 dagen", 365: "1 jaar" },
  retentionSaved: "Bewaartermijn opgeslagen",
  retentionCurrent: (label: string) => `Berichten worden ${label} bewaard.`,
  lastRun: (when: string, messages: number, conversations: number) =>
    `Laatste opschoning ${when}: ${messages} ${messages === 1 ? "bericht" : "berichten"} en ${conversations} ${
      conversations === 1 ? "gesprek" : "gesprekken"
    } verwijderd.`,
  noRunYet: "Er is nog niet opgeschoond. De eerste opschoning draait vannacht.",
} as const;
