import { count } from "../count.ts";
export const documents = {
  uploadConnectionLost:
    "De verbinding viel weg tijdens het uploaden. Controleer je internet en upload het bestand opnieuw.",
  title: "Documenten",
  description: "Upload je handboek, beleid en andere documenten; de assistent antwoordt eruit.",
  tabUploads: "Geüploade Bestanden",
  tabKnowledge: "Knowledge Base",
  upload: "Documenten uploaden",
  uploadHint: "PDF, Word (DOCX), TXT, CSV, HTML of MD, maximaal 50MB per bestand",
  empty: "Nog geen documenten. Upload je eerste document.",
  knowledgeEmpty: "Nog geen verwerkte documenten.",
  words: (n: number) => count(n, "woord", "woorden"),
  /** BSNs, IBANs and ID-document numbers taken out of the text before it was stored. */
  identifiersRemoved: (n: number) =>
    `${count(n, "persoonsnummer", "persoonsnummers")} verwijderd; het geüploade bestand is daarom niet bewaard`,
  identifiersRemovedTitle:
    "BSN's, IBAN's en paspoort- of ID-kaartnummers uit dit document zijn niet opgeslagen en het geüploade bestand is na het verwerken verwijderd: de assistent kent en noemt ze niet.",
  /** A staff list, or a document that held personal numbers: out of answers until an admin turns it on. */
  personalData: "Bevat persoonsgegevens",
  personalDataOff:
    "Dit document lijkt gegevens van personen te bevatten (zoals een personeelslijst). De assistent gebruikt het niet in antwoorden, ook niet in ‘Test de kennisbank’, tot een admin het aanzet.",
  personalDataOn:
    "Dit document bevat persoonsgegevens en is door een admin aangezet voor antwoorden: de assistent kan namen en andere gegevens eruit noemen aan elke medewerker.",
  personalDataUploaded: (files: string[]) =>
    `${files.join(", ")}: bevat persoonsgegevens. De assistent gebruikt het niet in antwoorden tot een admin het aanzet.`,
  answersAllow: "Toch gebruiken in antwoorden",
  answersStop: "Niet meer gebruiken in antwoorden",
  answersAllowConfirmTitle: (file: string) => `${file} gebruiken in antwoorden?`,
  answersAllowConfirm:
    "Elke medewerker die de assistent iets vraagt, kan dan namen en andere gegevens uit dit document te zien krijgen. Doe dit alleen als dat de bedoeling is.",
  answersAllowed: "De assistent gebruikt dit document nu in antwoorden",
  answersStopped: "De assistent gebruikt dit document niet meer in antwoorden",
  answersFailed: "Wijzigen mislukt",
  answersAdminOnly: "Alleen admins kunnen een document met persoonsgegevens aan- of uitzetten voor antwoorden.",
  reprocessWithoutOriginal:
    "Het geüploade bestand is na het verwerken verwijderd omdat het persoonsnummers bevatte. Upload het opnieuw, liefst zonder persoonsnummers, om het opnieuw te verwerken.",
  status: { pending: "In wachtrij", processing: "Bezig...", completed: "Verwerkt", failed: "Mislukt" },
  reprocess: "Opnieuw verwerken",
  // Processing a handbook takes a second or two: the status badge alone would flash by unseen.
  reprocessQueued: "Document wordt opnieuw verwerkt",
  reprocessQueuedDescription: (file: string) => `${file} staat in de wachtrij; de status hieronder volgt live.`,
  delete: "Verwijderen",
  deleteConfirmTitle: (file: string) => `${file} verwijderen?`,
  deleteConfirm: "De assistent antwoordt er dan niet meer uit. Dit kan niet ongedaan worden gemaakt.",
  invalidType: "Ongeldig bestandstype",
  invalidTypeDescription: (file: string) => `${file}: Alleen PDF, DOCX, TXT, CSV, HTML en MD bestanden zijn toegestaan`,
  tooLarge: "Bestand te groot",
  tooLargeDescription: "Maximum bestandsgrootte is 50MB",
  uploaded: (n: number) => `${n} document(en) geüpload`,
  uploadedDescription: "De documenten worden nu geanalyseerd door AI",
  // A file with the name of one already uploaded is its new version (server/documents/replace-older-versions.ts).
  uploadedReplaces: (files: string[]) =>
    `Vervangt de vorige versie van ${files.join(", ")} zodra het is verwerkt. Tot dan antwoordt de assistent uit de vorige versie.`,
  uploadedAt: (when: string) => `Geüpload ${when}`,
  version: (n: number) => `versie ${n}`,
  versionState: {
    replacing: "Vervangt de vorige versie",
    kept: "Vorige versie blijft in gebruik",
    being_replaced: "Wordt vervangen",
  },
  someFailed: "Enkele uploads mislukt",
  someFailedDescription: (n: number) => `${n} bestand(en) niet geüpload`,
  uploadFailed: "Upload mislukt",
  /** A same-name upload replaces the document; a member may only replace their own upload. */
  replaceAdminOnly: (file: string) =>
    `${file}: er staat al een document met deze naam dat iemand anders heeft geüpload. Alleen admins kunnen dat vervangen; geef je bestand een andere naam of vraag een admin.`,
  loadFailed: "Fout bij laden",
  deleteFailed: "Verwijderen mislukt",
  adminOnly: "Alleen admins kunnen documenten opnieuw verwerken.",
  /** A member may delete (and replace) only the documents they uploaded (common/documents/may-remove-document.ts). */
  deleteOwnOnly:
    "Je kunt alleen documenten verwijderen die je zelf hebt geüpload. Vraag een admin om dit document te verwijderen.",
  deleted: "Document verwijderd",
  unreadable: "Het bestand kon niet worden gelezen als tekst.",
  emptyDocument: "Het document bevat geen tekst.",
  pdfScanned:
    "Dit is een gescande PDF zonder tekst: sla het document op als PDF met tekst of als Word-bestand, en upload het opnieuw.",
  pdfPassword:
    "Deze PDF is beveiligd met een wachtwoord: sla hem op zonder wachtwoord (of als Word-bestand) en upload hem opnieuw.",
  pdfUnreadable:
    "Deze PDF kon niet worden gelezen: sla hem opnieuw op als PDF of als Word-bestand en upload hem opnieuw.",
  tooComplex:
    "Dit bestand is te zwaar om te lezen (te veel pagina's of te veel tekst in één keer): deel het op in kleinere bestanden, of sla het op als PDF met tekst of als Word-bestand.",
  docxTooLarge:
    "Dit Word-bestand bevat meer tekst dan we kunnen lezen, of is beschadigd: sla het opnieuw op als .docx, of deel het op.",
  docxUnreadable:
    "Dit Word-bestand kon niet worden gelezen: open het in Word, sla het op als .docx en upload het opnieuw.",
  // Processing failures that are not the file's own (server/documents/failure-message.ts).
  fileMissing: "Het bestand van dit document is niet meer gevonden: upload het opnieuw.",
  processingFailed:
    "Het verwerken is mislukt door een storing bij ons. Probeer het later opnieuw met ‘Opnieuw verwerken’.",
  // A run that could not finish (it lost its database lock, or its worker stopped) on the last attempt.
  processingInterrupted:
    "Het verwerken is onderbroken door een storing bij ons. Probeer het opnieuw met ‘Opnieuw verwerken’.",
  /** Said by screen readers when a document this user uploaded or re-processed is done. */
  processedNews: (file: string) => `${file} is verwerkt.`,
  processingFailedNews: (file: string, reason: string | null) =>
    `${file}: verwerken mislukt.${reason ? ` ${reason}` : ""}`,
  /** A re-processed document that fails keeps its earlier passages: it still answers. */
  reprocessFailedKept: (reason: string) => `${reason} De vorige verwerking blijft in gebruik.`,
} as const;
