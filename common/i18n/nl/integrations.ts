// The Apps overview (/dashboard/integrations): catalogue, the organisation's integrations,
// the custom integration dialog, the employee CSV import and the synced tables. The four
// toasts of the spec's error catalogue are verbatim.
export const integrations = {
  description:
    "Koppel je HR-assistent aan je andere systemen, importeer bestanden en bekijk de gesynchroniseerde data.",
  tabs: { external: "Externe systemen", files: "Bestanden", database: "Database" },

  // The spec's error catalogue (integrations overview).
  loadFailed: "Kon integraties niet laden",
  addFailed: "Kon integratie niet toevoegen",
  disconnectFailed: "Kan verbinding niet verbreken. Probeer het opnieuw.",
  statusFailed: "Kon status niet wijzigen",

  catalogueTitle: "Beschikbare koppelingen",
  catalogueDescription: "Kies een systeem om te koppelen.",
  open: "Openen",
  available: "Beschikbaar",
  connected: "Verbonden",
  /** Fleks connected, but its latest sync of some object failed (the Fleks page says why). */
  syncFailed: "Sync mislukt",
  notAvailable: "Nog niet beschikbaar",
  notAvailableNote: (name: string) =>
    `Een kant-en-klare koppeling met ${name} is er nog niet. Je kunt ${name} wel toevoegen als eigen integratie.`,
  addAsCustom: "Toevoegen als eigen integratie",
  catalogue: {
    whatsapp: "Beantwoord vragen van medewerkers via WhatsApp (Twilio).",
    fleks: "Synchroniseer medewerkers, klanten, projecten, jobs en diensten uit Fleks.",
    shiftbase: "Roosters en uren uit Shiftbase.",
    bullhorn: "Kandidaten en plaatsingen uit Bullhorn.",
    afas: "Personeels- en salarisgegevens uit AFAS.",
    nmbrs: "Salarisadministratie uit Nmbrs.",
    fooks: "Tijdregistratie en planning uit Fooks.",
    eitje: "Roosters en urenregistratie uit Eitje.",
    monday: "Werkstromen en borden uit monday.com.",
  },

  mineTitle: "Jouw integraties",
  mineDescription: "De koppelingen van deze organisatie. Alleen admins kunnen ze wijzigen.",
  mineEmpty: "Nog geen integraties. Koppel Fleks of voeg een eigen integratie toe.",
  active: "Actief",
  inactive: "Inactief",
  toggleLabel: (name: string) => `${name} actief`,
  statusChanged: (name: string, active: boolean) => `${name} is nu ${active ? "actief" : "inactief"}`,
  disconnect: "Verbinding verbreken",
  disconnectTitle: "Verbinding verbreken?",
  disconnectConfirm: (name: string) =>
    `${name} wordt losgekoppeld en de opgeslagen API key verwijderd. Eerder gesynchroniseerde gegevens blijven bewaard.`,
  disconnected: "Verbinding verbroken",
  adminsOnly: "Alleen admins kunnen integraties toevoegen of wijzigen.",
  types: {
    payroll: "Salaris",
    planning: "Planning",
    recruitment: "Werving",
    hr: "HR",
    custom: "Eigen",
    staffing: "Uitzendplatform",
  },

  // Custom integration dialog.
  customAdd: "Eigen integratie toevoegen",
  customTitle: "Eigen integratie toevoegen",
  customDescription: "Koppel een systeem dat nog niet in de catalogus staat. De API key wordt versleuteld opgeslagen.",
  name: "Naam",
  type: "Type",
  provider: "Provider",
  providerEmpty: "Kies een provider",
  apiEndpoint: "API endpoint",
  apiKey: "API key",
  apiKeyHint: "Wordt versleuteld opgeslagen en nooit meer getoond.",
  additionalConfig: "Aanvullende configuratie (JSON)",
  additionalConfigHint: 'Een JSON-object, bijvoorbeeld {"omgeving": "productie"}.',
  save: "Integratie toevoegen",
  added: "Integratie toegevoegd",
  nameRequired: "Vul een naam in.",
  nameTooLong: "De naam mag maximaal 100 tekens lang zijn.",
  typeInvalid: "Kies een type.",
  providerInvalid: "Kies een provider uit de lijst.",
  endpointInvalid: "Vul een geldige URL in (https://…).",
  apiKeyRequired: "Vul een API key in.",
  apiKeyTooLong: "De API key is te lang.",
  configInvalid: "Aanvullende configuratie moet geldige JSON zijn.",
  configNotObject: "Aanvullende configuratie moet een JSON-object zijn met tekst, getallen of ja/nee als waarden.",
  configTooLarge: "Aanvullende configuratie is te groot.",
  configSecret: (key: string) =>
    `"${key}" lijkt een geheim. Aanvullende configuratie is zichtbaar voor alle gebruikers van de organisatie: vul een geheim in bij API key, dat wordt versleuteld opgeslagen.`,
  checkFields: "Controleer de gemarkeerde velden.",

  // Database tab.
  databaseTitle: "Gesynchroniseerde tabellen",
  databaseDescription: "Aantal rijen en laatste synchronisatie per tabel, live bijgewerkt.",
  table: "Tabel",
  rows: "Rijen",
  lastSync: "Laatste synchronisatie",
  neverSynced: "nog niet gesynchroniseerd",
  tableLabels: {
    fleks_employees: "Medewerkers",
    fleks_clients: "Klanten",
    fleks_projects: "Projecten",
    fleks_jobs: "Opdrachten",
    fleks_shifts: "Diensten",
  } as Record<string, string>,
} as const;
