import { count, formatNumber } from "../count.ts";
// The employee CSV import on the Apps overview's Bestanden tab.
export const employeeImport = {
  title: "Medewerkers importeren (CSV)",
  description:
    "Lees een CSV-bestand met medewerkers in. Bestaande medewerkers (zelfde telefoonnummer) worden bijgewerkt, tenzij de rij een andere persoon noemt; BSN- en bankgegevens worden nooit ingelezen.",
  chooseFile: "Kies een CSV-bestand",
  fileLabel: "CSV-bestand",
  adminsOnly: "Alleen admins kunnen medewerkers importeren.",
  readFailed: "Kon het bestand niet lezen",
  notCsv: "Kies een .csv-bestand.",
  tooLarge: "Het bestand is groter dan 5 MB.",
  empty: "Het bestand bevat geen rijen.",
  tooManyRows: (max: number) => `Het bestand bevat meer dan ${max} rijen.`,
  fileSummary: (name: string, rows: number) => `${name}: ${count(rows, "rij", "rijen")}`,

  mapTitle: "Kolommen koppelen",
  mapDescription: "Kies per veld de kolom uit je bestand. We hebben de kolommen alvast geraden.",
  notMapped: "— niet importeren —",
  fields: {
    first_name: "Voornaam",
    last_name: "Achternaam",
    phone_number: "Telefoonnummer (WhatsApp)",
    email: "E-mailadres",
    employee_number: "Personeelsnummer",
  },
  required: "verplicht",
  mapRequired: "Koppel voornaam, achternaam en telefoonnummer aan een kolom.",
  sensitiveDropped: (columns: string) => `Niet ingelezen (BSN of bankgegevens): ${columns}`,
  bsnValues: (columns: string) =>
    `Waarden die op een BSN lijken in: ${columns}. Die rijen worden overgeslagen: zet geen BSN in een medewerkerveld.`,

  previewTitle: "Voorbeeld",
  previewDescription: (shown: number, total: number) =>
    `De eerste ${formatNumber(shown)} van ${formatNumber(total)} rijen.`,
  line: "Regel",
  problems: "Controle",
  ok: "OK",
  invalidRows: (n: number, total: number) =>
    n === 1
      ? `1 van ${formatNumber(total)} rijen heeft een fout en wordt overgeslagen.`
      : `${formatNumber(n)} van ${formatNumber(total)} rijen hebben een fout en worden overgeslagen.`,
  rowErrors: {
    missingFirstName: "Voornaam ontbreekt",
    missingLastName: "Achternaam ontbreekt",
    missingPhone: "Telefoonnummer ontbreekt",
    invalidPhone: "Ongeldig telefoonnummer",
    invalidEmail: "Ongeldig e-mailadres",
    tooLong: "Een veld is te lang",
    duplicatePhone: "Telefoonnummer staat al eerder in het bestand",
    sensitive: "Bevat wat op een BSN of IBAN lijkt",
    otherPerson: "Telefoonnummer hoort bij een andere medewerker (andere naam, e-mailadres of personeelsnummer)",
  },

  /** While the organisation's employees sync: the preview compares the file with them. */
  checking: "Bestaande medewerkers laden…",
  start: (n: number) => `${count(n, "medewerker", "medewerkers")} importeren`,
  back: "Ander bestand",
  importing: "Bezig met importeren…",
  progress: (done: number, total: number) => `${formatNumber(done)} van ${formatNumber(total)} rijen verwerkt`,
  failed: "Import mislukt",
  failedPartly: (done: number) =>
    done === 0
      ? "Er is niets geïmporteerd."
      : `De import is gestopt na ${count(done, "rij", "rijen")}; die zijn opgeslagen.`,
  summaryTitle: "Import voltooid",
  created: "Nieuw",
  updated: "Bijgewerkt",
  unchanged: "Ongewijzigd",
  skipped: "Overgeslagen",
  skippedList: "Overgeslagen rijen",
  again: "Nog een bestand importeren",

  // Server refusals.
  invalidBatch: "Ongeldige importgegevens.",
  batchTooLarge: (max: number) => `Stuur hoogstens ${max} rijen per keer.`,
} as const;
