import type { WelcomeField } from "../../employees/welcome.ts";
import { count, formatNumber } from "../count.ts";

/** The WhatsApp welcome for employees: the employees tab, its settings and the routes. */
export const employeeWelcome = {
  send: "Welkomstbericht versturen",
  sendSelected: (n: number) => `Welkomstbericht versturen (${formatNumber(n)})`,
  confirmTitle: "Welkomstbericht versturen?",
  confirm: (n: number) =>
    n === 1
      ? "De geselecteerde medewerker krijgt het welkomstbericht via WhatsApp. Iedere medewerker krijgt het maar één keer."
      : `${formatNumber(n)} geselecteerde medewerkers krijgen het welkomstbericht via WhatsApp. Iedere medewerker krijgt het maar één keer; wie STOP stuurde, krijgt het niet.`,
  confirmLabel: "Versturen",
  sending: "Bezig met versturen...",
  sendingPart: (done: number, total: number) =>
    `Bezig met versturen... (${formatNumber(done)} van ${formatNumber(total)})`,
  partlyQueued: (n: number) =>
    `${count(n, "welkomstbericht", "welkomstberichten")} ${n === 1 ? "is" : "zijn"} wel ingepland.`,
  outcome: (queued: number, skipped: number) =>
    `${count(queued, "welkomstbericht", "welkomstberichten")} ingepland, ${skipped} overgeslagen`,
  failed: "Kon welkomstbericht niet versturen",
  selectAll: "Alle medewerkers selecteren",
  selectOne: (name: string) => `${name} selecteren`,
  selected: (n: number) => `${formatNumber(n)} geselecteerd`,
  adminsOnly: "Alleen admins kunnen welkomstberichten versturen.",
  invalidSelection: "Kies 1 tot 500 medewerkers.",
  notFound: "Medewerker niet gevonden.",
  // Per-row status.
  statusSent: "Afgeleverd",
  statusNotYet: "Nog niet",
  statusOptedOut: "Afgemeld (STOP)",
  statusQueued: "In wachtrij",
  statusSending: "Wordt verstuurd",
  statusSentNotDelivered: "Verzonden",
  statusFailed: "Mislukt",
  notDelivered: "Het bericht is niet afgeleverd.",
  // Why an employee is skipped.
  skipInactive: "Medewerker is inactief",
  skipNoPhone: "Geen telefoonnummer",
  skipOptedOut: "Medewerker heeft zich afgemeld voor WhatsApp-berichten (STOP)",
  skipAlreadyWelcomed: "Welkomstbericht is al verstuurd",
  skipAlreadyQueued: "Welkomstbericht staat al in de wachtrij",
  skipAgentWithoutWelcome: "De actieve agent verstuurt geen welkomstberichten (zie Agents)",
  skipNotFound: "Medewerker niet gevonden",
  // What the admin has to set up first.
  noTemplateTitle: "Geen welkomsttemplate ingesteld",
  chooseTemplate: "Welkomsttemplate kiezen",
  noTemplate:
    "Kies eerst een goedgekeurd WhatsApp-template als welkomstbericht (Instellingen → Medewerkers → Welkomstbericht). Buiten het 24-uursvenster staat WhatsApp alleen goedgekeurde templates toe.",
  noWhatsappTitle: "WhatsApp is niet gekoppeld",
  noWhatsapp: "Koppel eerst een WhatsApp-nummer (Twilio) onder WhatsApp voordat je welkomstberichten verstuurt.",
  // Settings.
  settingsTitle: "Welkomstbericht",
  settingsDescription:
    "Nieuwe medewerkers krijgen een welkomstbericht via een goedgekeurd WhatsApp-template. Kies het template en waarmee de variabelen worden gevuld.",
  template: "Welkomsttemplate",
  noTemplateChoice: "Geen template",
  noTemplates: "Voeg eerst een goedgekeurd template toe onder WhatsApp → Templates.",
  variable: (n: string) => `Variabele {{${n}}}`,
  addVariable: "Variabele toevoegen",
  removeVariable: (n: string) => `Variabele {{${n}}} verwijderen`,
  fields: {
    first_name: "Voornaam",
    last_name: "Achternaam",
    organization_name: "Naam organisatie",
  } satisfies Record<WelcomeField, string>,
  save: "Opslaan",
  saved: "Welkomstbericht opgeslagen",
  saveFailed: "Kon instellingen niet opslaan",
  invalidSettings: "Controleer het template en de variabelen.",
  unknownTemplate: "Dit template bestaat niet of is niet actief.",
  // The message stored in the employee's conversation (the text is Twilio's template).
  messageBody: (templateName: string) => `Welkomstbericht (template: ${templateName})`,
  onboarded: (name: string) => `${name} krijgt het welkomstbericht`,
} as const;
