import { count, formatNumber } from "../count.ts";
export const privacy = {
  /** A staff-typed text that holds a BSN, IBAN or ID-document number: refused, never stored. */
  identifierRefused: (where: string) =>
    `Dit lijkt een BSN, IBAN of paspoort- of ID-kaartnummer. Zet geen persoonsnummers in ${where}.`,
  /** In an export of an employee the import did not link to Fleks: no Fleks record is in it. */
  noFleksLink:
    "Geen koppeling met Fleks: deze medewerker is niet uit Fleks geïmporteerd, dus deze export bevat geen Fleks-gegevens. Een Fleks-medewerker met hetzelfde telefoonnummer kan iemand anders zijn.",
  /** A personnel number passing the 11-proef: saved only once the admin confirms it is no BSN. */
  bsnConfirm: "Dit lijkt een BSN. Weet je zeker dat dit geen BSN is?",
  bsnConfirmLabel: "Ja, dit is een personeelsnummer en geen BSN",
  identifierWhere: {
    question: "de vraag",
    answer: "het antwoord",
    phrasing: "een formulering",
    instructions: "de instructies",
    term: "de term",
    synonym: "een synoniem",
    firstName: "de voornaam",
    lastName: "de achternaam",
    email: "het e-mailadres",
    employeeNumber: "het personeelsnummer",
  },
  chatbotTitle: "Chatbot Data",
  chatbotDescription: "Bepaal welke gegevens medewerkers via de chatbot kunnen opvragen.",
  /** Said as it is: verification comes first only when Instellingen → Verificatie asks for it. */
  chatbotAlwaysVisible: (verified: boolean) =>
    verified
      ? "Een medewerker krijgt alleen zijn eigen gegevens te zien, nooit die van collega's, en pas na verificatie."
      : "Een medewerker krijgt alleen zijn eigen gegevens te zien, nooit die van collega's. Verificatie staat uit: het WhatsApp-nummer bepaalt wie iemand is (zie Verificatie).",
  chatbotEmployees: "Medewerkers",
  chatbotEmployeesHint: "Het eigen profiel: e-mailadres, telefoonnummer en personeelsnummer.",
  chatbotJobs: "Opdrachten",
  chatbotJobsHint: "Functie, opdrachtgever en plaats bij de eigen diensten.",
  chatbotShifts: "Diensten",
  chatbotShiftsHint:
    "De eigen diensten uit Fleks: wanneer, hoe laat en waar. Alleen met een gekoppelde Fleks-integratie.",
  chatbotSaved: "Chatbot toegang opgeslagen",
  unknownError: "Onbekende fout",
  retentionTitle: "Bewaartermijn gesprekken",
  retentionDescription:
    "WhatsApp-berichten ouder dan de bewaartermijn worden elke nacht verwijderd, samen met gesprekken die daardoor leeg zijn.",
  retentionOptions: { 30: "30 dagen", 90: "90 dagen", 365: "1 jaar" },
  retentionSaved: "Bewaartermijn opgeslagen",
  shortenTitle: "Bewaartermijn verkorten?",
  shortenDescription: (label: string) =>
    `Vannacht worden alle WhatsApp-berichten ouder dan ${label} definitief verwijderd, samen met gesprekken die daardoor leeg zijn. Dat kan niet ongedaan worden gemaakt.`,
  shortenConfirm: "Verkorten",
  retentionCurrent: (label: string) => `Berichten worden ${label} bewaard.`,
  lastRun: (when: string, messages: number, conversations: number) =>
    `Laatste opschoning ${when}: ${count(messages, "bericht", "berichten")} en ${count(conversations, "gesprek", "gesprekken")} verwijderd.`,
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
    `Gewist: ${count(conversations, "gesprek", "gesprekken")} en ${count(messages, "bericht", "berichten")}.`,
  eraseFailed: "Wissen mislukt",
  // A number no employee record holds (never one, or the record was deleted): its own erasure, from the inbox.
  exportNumberLabel: "Gesprekken van dit nummer downloaden",
  exportNeedsHealthAccess:
    "Deze gegevens bevatten een ziekmelding. Alleen een collega die ziekmeldingen mag zien (Instellingen → Gebruikers) kan ze downloaden.",
  exportNumberLinked: "Dit nummer hoort bij een medewerker: download de gegevens via Instellingen → Medewerkers.",
  eraseNumberLabel: "Gesprekken van dit nummer wissen",
  eraseNumberTitle: "Gesprekken van dit nummer wissen?",
  eraseNumberDescription: (phone: string) =>
    `Alle gesprekken en berichten van ${phone} en de meldingen erover worden definitief verwijderd. Dit kan niet ongedaan worden gemaakt.`,
  eraseNumberTypePhone: (phone: string) => `Typ "${phone}" om te bevestigen`,
  eraseNumberMismatch: "Typ het telefoonnummer precies over om te bevestigen.",
  eraseNumberLinked: "Dit nummer hoort bij een medewerker: wis de gegevens via Instellingen → Medewerkers.",
  conversationNotFound: "Gesprek niet gevonden",
  privacyUrlTitle: "Privacyverklaring",
  privacyUrlDescription:
    "Het adres van jullie privacyverklaring. Het eerste antwoord van de assistent aan een medewerker noemt het één keer, samen met hoe je berichten stopt (STOP). Leeg: alleen STOP.",
  privacyUrlLabel: "Adres (https://…)",
  privacyUrlSaved: "Privacyverklaring opgeslagen",
  privacyUrlInvalid: "Vul een geldig https-adres in, bijvoorbeeld https://jullie-bedrijf.nl/privacy.",
  privacyUrlTooLong: (max: number) => `Het adres mag hoogstens ${max} tekens lang zijn.`,
  activityTitle: "Activiteitenlog",
  activityDescription: "Wie wat heeft gewijzigd in deze organisatie. Alleen zichtbaar voor admins.",
  activityAll: "Alle acties",
  activityEmpty: "Nog geen activiteit.",
  activityMore: "Meer laden",
  activityFilter: "Filter op actie",
  activityKinds: {
    invitation_sent: "Uitnodiging verstuurd",
    invitation_cancelled: "Uitnodiging ingetrokken",
    role_changed: "Rol gewijzigd",
    member_removed: "Lid verwijderd",
    account_deleted: "Account verwijderd",
    whatsapp_credentials_changed: "WhatsApp-gegevens gewijzigd",
    employee_exported: "Medewerkergegevens gedownload",
    employee_erased: "Medewerker gewist",
    retention_changed: "Bewaartermijn gewijzigd",
    chatbot_access_changed: "Chatbot toegang gewijzigd",
    integration_added: "Integratie toegevoegd",
    integration_removed: "Integratie verwijderd",
    integration_status_changed: "Integratiestatus gewijzigd",
    employees_imported: "Medewerkers geïmporteerd",
    integration_settings_changed: "Koppelingsinstellingen gewijzigd",
    integration_credentials_changed: "Koppelingsgegevens gewijzigd",
    employees_welcomed: "Welkomstberichten verstuurd",
    welcome_settings_changed: "Welkomstbericht gewijzigd",
    webhook_secret_revealed: "Webhookgeheim getoond",
    agent_created: "Agent aangemaakt",
    agent_removed: "Agent verwijderd",
    agent_activated: "Actieve agent gewijzigd",
    agent_settings_changed: "Agent-instelling gewijzigd",
    employee_added: "Medewerker toegevoegd",
    employee_changed: "Medewerker gewijzigd",
    employee_deleted: "Medewerker verwijderd",
    verification_changed: "Verificatie gewijzigd",
    conversation_erased: "Gesprekken van een nummer gewist",
    conversation_exported: "Gesprekken van een nummer gedownload",
    document_replaced: "Document vervangen door een nieuwe versie",
    document_answers_changed: "Document met persoonsgegevens aan- of uitgezet voor antwoorden",
    fleks_employees_imported: "Medewerkers geïmporteerd uit Fleks",
    fleks_exported: "Fleks-gegevens gedownload (CSV)",
    fleks_reconciled: "Fleks gereconcilieerd",
    fleks_employees_deactivated: "Medewerkers inactief gemaakt: niet meer actief in Fleks",
    health_access_changed: "Toegang tot ziekmeldingen gewijzigd",
    inbox_notifications_changed: "Meldingen van de inbox gewijzigd",
    privacy_statement_changed: "Privacyverklaring gewijzigd",
    health_data_viewed: "Gesprek met ziekmelding geopend",
  },
  /** Under a 'Toegang tot ziekmeldingen gewijzigd' entry: for whom, and which way. */
  activityHealthAccess: (who: string, allowed: boolean) =>
    `${who} ${allowed ? "mag nu ziekmeldingen zien" : "mag geen ziekmeldingen meer zien"}`,
  /** Under a 'Meldingen van de inbox gewijzigd' entry: for whom, and which way. */
  activityInboxNotifications: (who: string, on: boolean) =>
    `${who} ${on ? "krijgt nu meldingen van de inbox" : "krijgt geen meldingen van de inbox meer"}`,
  /** Under a 'Gesprek met ziekmelding geopend' entry: whose conversation. */
  activityHealthViewed: (who: string) => `Gesprek met ${who}`,
  activityHealthViewedGone: "Gesprek inmiddels verwijderd",
  activityBy: (who: string) => `door ${who}`,
  /** Under a Fleks action's entry: what it did, from the counts it logged. */
  activityFleksImported: (d: { created: number; updated: number; unchanged: number; skipped: number }) =>
    `${formatNumber(d.created)} aangemaakt, ${formatNumber(d.updated)} bijgewerkt, ${formatNumber(d.unchanged)} ongewijzigd, ${formatNumber(d.skipped)} overgeslagen`,
  activityFleksExported: (object: string, rows: number) => `${object}: ${count(rows, "rij", "rijen")} gedownload`,
  activityFleksReconciled: (object: string, markedDeleted: number, restored: number) =>
    `${object}: ${formatNumber(markedDeleted)} als verwijderd gemarkeerd, ${formatNumber(restored)} hersteld`,
  activityFleksDeactivated: (n: number) => `${count(n, "medewerker", "medewerkers")} inactief gemaakt`,
  someoneRemoved: "een verwijderde gebruiker",
} as const;
