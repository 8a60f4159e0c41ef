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
  employeeNotFound: "Medewerker niet gevonden",
  exportLabel: "Gegevens downloaden",
  exportDone: "Gegevens gedownload",
  exportFailed: "Downloaden mislukt",
  eraseLabel: "Gegevens wissen",
  eraseTitle: "Medewerker en gesprekken wissen?",
  eraseDescription: (name: string) =>
    `Alle gesprekken en berichten van ${name} en de medewerker zelf worden definitief verwijderd. Dit kan niet ongedaan worden gemaakt.`,
  eraseTypeName: (name: string) => `Typ "${name}" om te bevestigen`,
  eraseConfirm: "Definitief wissen",
  eraseMismatch: "Typ de naam van de medewerker precies over om te bevestigen.",
  erased: (conversations: number, messages: number) =>
    `Gewist: ${conversations} ${conversations === 1 ? "gesprek" : "gesprekken"} en ${messages} ${
      messages === 1 ? "bericht" : "berichten"
    }.`,
  eraseFailed: "Wissen mislukt",
  activityTitle: "Activiteitenlog",
  activityDescription: "Wie wat heeft gewijzigd in deze organisatie. Alleen zichtbaar voor admins.",
  activityAll: "Alle acties",
  activityEmpty: "Nog geen activiteit.",
  activityFilter: "Filter op actie",
  activityKinds: {
    invitation_sent: "Uitnodiging verstuurd",
    invitation_cancelled: "Uitnodiging ingetrokken",
    role_changed: "Rol gewijzigd",
    member_removed: "Lid verwijderd",
    whatsapp_credentials_changed: "WhatsApp-gegevens gewijzigd",
    employee_exported: "Medewerkergegevens gedownload",
    employee_erased: "Medewerker gewist",
    retention_changed: "Bewaartermijn gewijzigd",
    chatbot_access_changed: "Chatbot toegang gewijzigd",
    integration_settings_changed: "Koppelingsinstellingen gewijzigd",
  },
  activityBy: (who: string) => `door ${who}`,
  someoneRemoved: "een verwijderde gebruiker",
} as const;
