export const common = {
  save: "Opslaan",
  saving: "Opslaan...",
  cancel: "Annuleren",
  loading: "Laden...",
  error: "Fout",
  genericError: "Er is iets misgegaan. Probeer het opnieuw.",
  noOrganization: "Geen organisatie gevonden",
  offline: "Offline — wijzigingen worden niet opgeslagen",
  offlineWrite: "Je bent offline. Deze wijziging is niet opgeslagen; probeer het opnieuw zodra je weer verbonden bent.",
  saved: "Opgeslagen",
  close: "Sluiten",
} as const;
