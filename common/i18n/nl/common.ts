export const common = {
  save: "Opslaan",
  saving: "Opslaan...",
  cancel: "Annuleren",
  loading: "Laden...",
  error: "Fout",
  genericError: "Er is iets misgegaan. Probeer het opnieuw.",
  offline: "Offline — wijzigingen worden niet opgeslagen",
  offlineWrite: "Je bent offline. Deze wijziging is niet opgeslagen; probeer het opnieuw zodra je weer verbonden bent.",
  reconnecting: "Verbinding herstellen...",
  saved: "Opgeslagen",
  close: "Sluiten",
  home: "Terug naar home",
} as const;
