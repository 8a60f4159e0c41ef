import { count, formatNumber } from "../count.ts";
// The Fleks page's Actions tab, the platform-employees card in Medewerkers and the action runs' reasons.

export const fleksActions = {
  // Reasons a platform employee is not imported (shown in the run's changes).
  noPhone: "Geen telefoonnummer",
  invalidPhone: "Ongeldig telefoonnummer",
  phoneTaken: "Telefoonnummer hoort bij een andere gekoppelde medewerker",
  duplicatePhone: "Telefoonnummer komt vaker voor in Fleks",
  inactiveInFleks: "Niet actief in Fleks",
  /** For an employee imported before whose Fleks record now has a problem: their details here were left alone. */
  linkedNote: (reason: string) => `${reason}: gegevens in Medewerkers niet bijgewerkt. Pas het aan in Fleks.`,
  remoteNewer: "Fleks heeft een nieuwere versie; niet overschreven",
  notLinked: "Niet gekoppeld aan Fleks",
  pullIncomplete: (reason: string) => `Reconciliatie niet toegepast: de volledige ophaalronde is mislukt (${reason})`,

  // Route refusals.
  actionFailed: "Actie kon niet worden gestart",
  exportFailed: "Export mislukt",
  notConnected: "Fleks integratie niet gevonden",
  notConnectedDescription: "Koppel Fleks eerst op het tabblad Setup.",
  invalidInput: "Controleer de invoer",
  invalidInputDescription: "Kies een object en, waar nodig, een geldige datum.",

  // Actions tab.
  importTitle: "Importeren",
  importDescription:
    "Zet medewerkers uit Fleks over naar Medewerkers: naam, telefoonnummer (E.164), e-mail en personeelsnummer. Eerst gekoppeld op Fleks-id, dan op telefoonnummer; zonder telefoonnummer wordt iemand overgeslagen.",
  importStart: "Importeren",
  welcomeOption: "Welkomstbericht sturen na import",
  exportTitle: "Exporteren",
  exportDescription:
    "Download de gesynchroniseerde gegevens van een object als CSV (puntkomma-gescheiden, voor Excel).",
  exportStart: "CSV downloaden",
  reconcileTitle: "Reconciliëren",
  reconcileDescription:
    "Haalt alle records van een object volledig op en vergelijkt ze met wat is opgeslagen. Wat in Fleks niet meer bestaat, wordt als verwijderd gemarkeerd (medewerkers worden inactief). Alleen toegepast als het volledig ophalen lukt.",
  reconcileStart: "Reconciliëren",
  backfillTitle: "Backfill",
  backfillDescription:
    "Synchroniseert opnieuw vanaf een gekozen datum zonder gegevens te wissen: bestaande rijen blijven staan tot ze vervangen worden.",
  backfillFrom: "Vanaf",
  backfillStart: "Backfill starten",
  syncTitle: "Synchroniseren",
  syncDescription:
    "Een synchronisatie van één object; als dry-run zie je wat er zou veranderen zonder iets op te slaan.",
  syncStart: "Synchronisatie starten",
  dryRun: "Dry-run (niets opslaan, niets versturen)",
  object: "Object",
  adminOnly: "Alleen admins kunnen acties starten.",
  started: "Gestart",
  startFailed: "Kon de actie niet starten",
  running: "Bezig…",
  lastRun: "Laatste run",
  noRunYet: "Nog niet uitgevoerd.",
  dryRunBadge: "dry-run",
  /** An import's progress: platform employees processed so far, of all it imports. */
  importProgress: (done: number, total: number | null) =>
    total ? `${formatNumber(done)} van ${formatNumber(total)} medewerkers` : `${formatNumber(done)} medewerkers`,
  changesTitle: "Wijzigingen",
  changesEmpty: "Geen wijzigingen.",
  changesCapped: "Alleen de eerste 200 wijzigingen worden getoond.",
  action: {
    create: "Aanmaken",
    update: "Bijwerken",
    deactivate: "Deactiveren",
    restore: "Herstellen",
    skip: "Overgeslagen",
    welcome: "Welkomstbericht",
    push: "Teruggezet",
  } as Record<string, string>,
  kindColumn: "Soort",
  kind: { sync: "Sync", import: "Import", reconcile: "Reconciliatie", push: "Push" } as Record<string, string>,
  outcome: (r: { created: number; updated: number; unchanged: number; skipped: number }) =>
    `${formatNumber(r.created)} aangemaakt, ${formatNumber(r.updated)} bijgewerkt, ${formatNumber(r.unchanged)} ongewijzigd, ${formatNumber(r.skipped)} overgeslagen`,
  /** After an import's counts, when welcomes were asked for. */
  welcomedOutcome: (welcomed: number) => `${count(welcomed, "welkomstbericht", "welkomstberichten")} ingepland`,
  /** The same in a dry-run, which queues nothing. */
  welcomedForecast: (welcomed: number) =>
    `${count(welcomed, "welkomstbericht", "welkomstberichten")} ${welcomed === 1 ? "zou" : "zouden"} worden ingepland`,
  /** Before a dry-run's outcome, in its toast and card: the counts are what a real run would do. */
  dryRunOutcome: (outcome: string) => `Dry-run, niets opgeslagen of verstuurd. Zou doen: ${outcome}`,
  /** The change-list line that says why no welcomes go out. */
  welcomesLabel: "Welkomstberichten",
  noneWelcomed: (reason: string) => `geen welkomstberichten: ${reason}`,
  reconcileOutcome: (deactivated: number, restored = 0) =>
    restored > 0
      ? `${formatNumber(deactivated)} records als verwijderd gemarkeerd, ${formatNumber(restored)} hersteld`
      : `${formatNumber(deactivated)} records als verwijderd gemarkeerd`,
  runFailed: "Actie mislukt",
  runDone: "Actie voltooid",

  // Medewerkers: editing an employee (contact details go back to Fleks when it pushes).
  edit: "Bewerken",
  editLabel: (name: string) => `${name} bewerken`,
  editTitle: "Medewerker bewerken",
  editSave: "Opslaan",
  edited: "Medewerker bijgewerkt",
  editFailed: "Kon medewerker niet bijwerken",
  /** In the edit dialog of an employee linked to Fleks, while Fleks' employees are only pulled. */
  linkedPullNotice:
    "Deze medewerker komt uit Fleks: naam, telefoon en e-mail worden weer overgenomen uit Fleks zodra ze daar wijzigen of bij de volgende import. Wijzig ze in Fleks.",
  /** The same while employees are pushed to Fleks (Push or Bi-directional). */
  linkedPushNotice:
    "Deze medewerker komt uit Fleks: wijzigingen in naam, telefoon en e-mail worden ook naar Fleks gestuurd.",

  // The Fleks page: synced platform employees nobody imported yet, and the way to the import.
  notImported: (count: number) =>
    count === 1
      ? "1 medewerker uit Fleks is nog niet geïmporteerd."
      : `${formatNumber(count)} medewerkers uit Fleks zijn nog niet geïmporteerd.`,
  notImportedHint:
    "Tot de import herkent de assistent hun telefoonnummer niet en kan hij hun diensten en gegevens niet opzoeken.",
  goToImport: "Naar Actions → Importeren",
  /** Imported employees whose name, number or e-mail changed in Fleks since (applied by the next import). */
  changedInFleks: (count: number) =>
    count === 1
      ? "1 medewerker heeft gewijzigde gegevens in Fleks."
      : `${formatNumber(count)} medewerkers hebben gewijzigde gegevens in Fleks.`,
  changedInFleksHint:
    "Tot de import gebruikt de assistent nog de oude gegevens, zoals het oude telefoonnummer. Bij synchronisatie Pull of Bi-directioneel gebeurt dit na elke sync vanzelf.",
  importChanges: "Wijzigingen importeren",

  // Medewerkers: platform employees not imported yet.
  platformTitle: "Nog niet geïmporteerd uit Fleks",
  platformDescription: (count: number) =>
    count === 1
      ? "1 medewerker uit Fleks staat nog niet in Medewerkers."
      : `${formatNumber(count)} medewerkers uit Fleks staan nog niet in Medewerkers.`,
  platformAllImported: "Alle medewerkers uit Fleks zijn geïmporteerd.",
  /** None waits, but some cannot be imported (listed below it). */
  platformAllImportable: "Iedereen die geïmporteerd kan worden, is geïmporteerd.",
  /** Fleks employees an import leaves out, each with the reason. */
  notImportableTitle: (count: number) =>
    count === 1
      ? "1 medewerker kan niet worden geïmporteerd"
      : `${formatNumber(count)} medewerkers kunnen niet worden geïmporteerd`,
  notImportableHint: "Pas dit aan in Fleks; na de volgende sync telt de import ze weer mee.",
  importOne: "Importeren",
  importAll: "Alles importeren",
  importing: "Importeren…",
  more: (count: number) => `en nog ${formatNumber(count)}`,
  /** The button under the first ten that lists the rest, each with its own import. */
  showAllWaiting: (count: number) => `Toon alle ${formatNumber(count)}`,
  /** Imported employees whose Fleks record needs fixing (e.g. their number is shared in Fleks). */
  flaggedTitle: "Controleer in Fleks",
};
