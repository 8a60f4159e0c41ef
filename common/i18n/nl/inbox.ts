import { count, formatNumber } from "../count.ts";
export const inbox = {
  loadEarlier: "Eerdere berichten laden",
  /** The employee sent STOP: shown on the conversation; templates are off until they send START. */
  optedOut: "Afgemeld",
  optedOutTitle:
    "De medewerker stuurde STOP: berichten die jullie beginnen (templates) worden niet verstuurd tot de medewerker START stuurt.",
  optedOutNoTemplate:
    "Deze medewerker heeft zich afgemeld (STOP): een template wordt niet verstuurd. Reageert de medewerker zelf, dan kun je antwoorden.",
  tabs: { conversations: "Gesprekken", analytics: "Analytics" },
  // What stands in for a BSN or IBAN in a stored message.
  redactedBsn: "[BSN verwijderd]",
  redactedIban: "[IBAN verwijderd]",
  redactedIdDocument: "[documentnummer verwijderd]",
  // What stands in for an answer to the verification question, once it has been checked.
  redactedVerification: "[verificatiegegeven niet bewaard]",
  loadConversationsFailed: "Fout bij laden gesprekken",
  loadMessagesFailed: "Fout bij laden berichten",
  empty: "Nog geen gesprekken. Zodra een medewerker de assistent een WhatsApp-bericht stuurt, verschijnt het hier.",
  pick: "Kies een gesprek om de berichten te zien.",
  notFound: "Dit gesprek bestaat niet (meer) of je hebt er geen toegang toe.",
  backToList: "Terug naar gesprekken",
  // The orange count on a list row, as a screen reader (and a hover) says it.
  // Not "vraag": a sick report or "ik kom vandaag niet" waits for HR too, and asks nothing.
  unresolved: (n: number) => count(n, "bericht wacht op HR", "berichten wachten op HR"),
  // The simulator's message field (its placeholder is an example question, not a name).
  simulatorMessage: "Bericht",
  search: "Zoek op naam of nummer",
  test: "Test",
  bot: "Assistent",
  staff: (name: string) => name,
  employee: "Medewerker",
  // What an employee sent beside or instead of text; the files stay with Twilio, unread.
  attachment: {
    image: "Foto",
    sticker: "Sticker",
    audio: "Spraakbericht",
    video: "Video",
    document: "Bestand",
    contact: "Contactkaart",
    location: "Locatie",
  },
  // Beside a number no employee matched: the name the sender chose on WhatsApp.
  whatsappName: "Naam in WhatsApp (door de afzender gekozen)",
  /** How a screen reader names a conversation with a number no employee has: name first, then the number. */
  spokenWhatsappName: (name: string, number: string) => `${name} (naam in WhatsApp), ${number}`,
  /**
   * Said by the inbox's one status region, briefly: what arrives in the open conversation,
   * another conversation that now waits for HR, and a message that could not be delivered.
   */
  // A notification when the assistant gave up on a message: no reply could be made or sent after many tries.
  unansweredTitle: "Bericht niet beantwoord",
  unansweredMessage: (who: string) =>
    `De assistent kon een bericht van ${who} na herhaalde pogingen niet beantwoorden. Bekijk het gesprek.`,
  announce: {
    inbound: (who: string, text: string) => `Nieuw bericht van ${who}: ${text}`,
    waitsForHr: (who: string) => `${who} wacht op HR`,
    notDelivered: (who: string) => `Bericht aan ${who} niet afgeleverd`,
  },
  // Read out before a quoted message (WhatsApp's reply to a message) in the thread.
  quoting: "Reageert op:",
  attachmentNotKept: "Bijlagen worden niet opgehaald of bewaard: alleen de soort is bekend.",
  handledByHuman: "Door HR overgenomen",
  /** Who of the staff took the conversation over (in the list and above the thread). */
  takenOverBy: (name: string) => `Overgenomen door ${name}`,
  takenOverByYou: "Overgenomen door jou",
  /** A colleague without a name or e-mail address in their profile. */
  aColleague: "een collega",
  takeOverFromTitle: "Gesprek overnemen van een collega?",
  takeOverFrom: (name: string) =>
    `${name} heeft dit gesprek overgenomen. Neem je het over, dan staat het op jouw naam; laat het anders bij ${name}, zodat de medewerker niet van twee mensen antwoord krijgt.`,
  takeOverFromConfirm: "Toch overnemen",
  replyOverTitle: "Antwoorden in het gesprek van een collega?",
  replyOver: (name: string) =>
    `${name} heeft dit gesprek overgenomen. Stem af met ${name} voordat je antwoordt, zodat de medewerker niet twee verschillende antwoorden krijgt.`,
  replyOverConfirm: "Toch versturen",
  handBackFromTitle: "Gesprek van een collega teruggeven?",
  handBackFrom: (name: string) =>
    `${name} heeft dit gesprek overgenomen. Toch teruggeven? Dan beantwoordt de assistent weer de berichten van de medewerker, en ${name} ziet dat het gesprek is teruggegeven.`,
  handBackFromConfirm: "Toch teruggeven",
  colleagueHasItHandBack: (name: string) =>
    `${name} heeft dit gesprek overgenomen; het is niet teruggegeven. Probeer het opnieuw als je het toch wilt teruggeven.`,
  /** To the colleague who had the conversation, on their screen, when another hands it back. */
  handedBackByColleague: "Een collega heeft je gesprek teruggegeven aan de assistent.",
  /** The server's refusal when a colleague took the conversation over in the meantime. */
  colleagueHasItTakeOver: (name: string) =>
    `${name} heeft dit gesprek net overgenomen. Probeer het opnieuw als je het toch wilt overnemen.`,
  colleagueHasItReply: (name: string) =>
    `${name} heeft dit gesprek net overgenomen; je bericht is niet verstuurd. Stem eerst af met ${name}.`,
  /**
   * The server's refusal of a reply typed before something changed in the conversation
   * (someone answered, or it was handed back): the writer reads it and may send anyway.
   */
  assistantRepliedMeanwhile: "De assistent heeft intussen geantwoord; je bericht is niet verstuurd.",
  colleagueRepliedMeanwhile: (name: string) => `${name} heeft intussen geantwoord; je bericht is niet verstuurd.`,
  handedBackMeanwhile: "Het gesprek is intussen teruggegeven aan de assistent; je bericht is niet verstuurd.",
  replyMeanwhileTitle: "Toch versturen?",
  replyMeanwhile: (refusal: string) =>
    `${refusal} Lees eerst wat er intussen gebeurde: verstuur je het toch, dan krijgt de medewerker ook jouw antwoord en neem je het gesprek over als niemand het heeft.`,
  /** Before the last message's first line in the list: who wrote it (nothing for the employee, as WhatsApp does). */
  previewYou: "Jij:",
  previewBot: "Assistent:",
  previewStaff: (name: string) => `${name}:`,
  previewColleague: "Collega:",
  handledByAssistant: "Assistent actief",
  /** The assistant handed the employee over and no colleague has written since. */
  awaitingHr: "Wacht op HR",
  /** On the assistant's reply to a sick report: staff got a notification and should act on it. */
  sickReport: "Ziekmelding",
  /** In a sick report's place for a colleague without 'Mag ziekmeldingen zien' (the server sends them nothing of it). */
  healthMasked: "Ziekmelding — alleen zichtbaar voor collega's met toegang tot gezondheidsgegevens",
  dataRequest: "AVG-verzoek",
  dataRequestTitle:
    "De medewerker vraagt inzage in of verwijdering van de eigen gegevens; HR kreeg een melding met de uiterste datum.",
  sickReportTitle: "De medewerker meldde zich ziek; HR kreeg een melding.",
  recoveryReport: "Betermelding",
  recoveryReportTitle: "De medewerker meldde zich beter; HR kreeg een melding.",
  takeOver: "Neem over",
  handBack: "Geef terug aan assistent",
  takenOver: "Je hebt het gesprek overgenomen; de assistent zwijgt tot je het teruggeeft.",
  handedBack: "De assistent beantwoordt weer nieuwe berichten",
  /** Handed back while the employee's last message was unanswered: the assistant answers it now. */
  handedBackAnswering:
    "De assistent beantwoordt weer nieuwe berichten, en nu ook het laatste bericht van de medewerker.",
  /** The same, when WhatsApp's 24-hour window has closed and the assistant cannot answer it. */
  handedBackWindowClosed:
    "De assistent beantwoordt weer nieuwe berichten. Het laatste bericht van de medewerker is niet beantwoord en ouder dan 24 uur: de assistent kan er niet meer op reageren. Stuur zo nodig een template.",
  replyPlaceholder: "Typ een antwoord…",
  // Shown under a long reply: how long it is against WhatsApp's limit.
  replyLength: (n: number, max: number) => `${formatNumber(n)} van ${formatNumber(max)} tekens`,
  replyTooLong: (max: number) => `Te lang: een bericht heeft hoogstens ${formatNumber(max)} tekens.`,
  send: "Verstuur",
  sendFailed: "Versturen mislukt",
  windowClosed:
    "Het laatste bericht van deze medewerker is ouder dan 24 uur. WhatsApp staat dan alleen een goedgekeurde template toe.",
  /** The same for a conversation the employee never wrote in (it began with a welcome template). */
  windowNeverOpened:
    "Deze medewerker heeft nog niet zelf geschreven. WhatsApp staat dan alleen een goedgekeurde template toe.",
  templatePick: "Kies een template",
  /** Under a chosen template: what it will say, or why that is not known here. */
  templatePreview: (text: string) => `Verstuurt: ${text}`,
  templateWithoutText:
    "Deze template heeft geen tekst in het dashboard. Heeft de goedgekeurde template variabelen ({{1}}), dan vult Twilio zijn voorbeeldwaarden in: voeg de tekst en wat elke variabele vult toe op de WhatsApp-pagina.",
  templateSend: "Verstuur template",
  noTemplates: "Er zijn nog geen actieve templates. Voeg ze toe op de WhatsApp-pagina.",
  templateBody: (name: string) => `[Template: ${name}]`,
  confidence: (pct: number) => `Zekerheid ${pct}%`,
  sources: "Bronnen",
  addToFaq: "Toevoegen aan FAQ",
  newFaq: "Nieuwe FAQ",
  faqActions: "Deze vraag is doorgezet en door HR beantwoord.",
  addToFaqDescription:
    "De vraag van de medewerker wordt een andere formulering van de gekozen FAQ, zodat de assistent haar voortaan herkent.",
  phrasing: "Vraag van de medewerker",
  pickFaq: "Kies een FAQ",
  searchFaq: "Zoek een FAQ",
  noFaqs: "Geen FAQ's gevonden.",
  suggestedFaq: "Voorgesteld",
  addedToFaq: "Toegevoegd aan FAQ",
  addedToFaqDescription: (question: string) => `De assistent herkent deze vraag nu bij '${question}'.`,
  addToFaqFailed: "Toevoegen aan FAQ mislukt",
  alreadyPhrasing: "Deze vraag staat al bij deze FAQ.",
  // Under a handed-over question that is now an FAQ's question or one of its phrasings.
  inFaq: (question: string) => `Staat in FAQ: ${question}`,
  whyThisAnswer: "Waarom dit antwoord?",
  status: {
    pending: "Wordt verstuurd",
    queued: "In wachtrij",
    accepted: "In wachtrij",
    sending: "Wordt verstuurd",
    sent: "Verzonden",
    delivered: "Afgeleverd",
    read: "Gelezen",
    failed: "Mislukt",
    undelivered: "Niet afgeleverd",
    received: "Ontvangen",
  } as Record<string, string>,
  errorCode: (code: string) => `Foutcode ${code}`,
  messages: (n: number) => count(n, "bericht", "berichten"),
  labels: { difficult: "Moeilijk", inProgress: "In behandeling", done: "Afgerond" },
  // The list at scale: its filters, their counts, the search across every conversation.
  list: {
    searchPlaceholder: "Zoek op naam, nummer of bericht",
    filters: {
      all: "Alle",
      needsPerson: "Persoon nodig",
      /** The conversations the viewer took over (no count: the counts row is per organisation). */
      mine: "Van mij",
      assistant: "Door assistent",
      test: "Test",
    } as Record<string, string>,
    filterLabel: "Filter gesprekken",
    needsAttention: (n: number) =>
      n === 1 ? "1 gesprek heeft een persoon nodig" : `${n} gesprekken hebben een persoon nodig`,
    searching: "Zoeken…",
    noResults: (query: string) => `Geen gesprekken gevonden voor '${query}'.`,
    noResultsHint: "Zoek op voornaam, achternaam, telefoonnummer of een woord uit een bericht.",
    tooShort: "Typ minstens 2 tekens om te zoeken.",
    emptyFilter: "Geen gesprekken in dit filter.",
    searchFailed: "Zoeken mislukt",
    searchInvalid: "Ongeldige zoekopdracht",
    searchInvalidDescription: "Een zoekopdracht heeft 2 tot 100 tekens.",
    results: (n: number) => count(n, "resultaat", "resultaten"),
    tooManyResults: (max: number) => `Meer dan ${max} resultaten — verfijn je zoekopdracht.`,
    loadingMore: "Meer gesprekken laden…",
    /** In the list's status line while rows in view are still placeholders. */
    loadingRows: "Gesprekken laden…",
  },
  // A template whose variables come from the employee, in a conversation that cannot fill them.
  templateVariablesMissing: (fields: string) =>
    `Dit template heeft ${fields} nodig, maar dat is voor dit gesprek niet bekend. Koppel het nummer aan een medewerker of kies een ander template.`,
  /** A template sent without its text on file: its name and what filled its variables. */
  templateBodyWithValues: (name: string, values: string[]) => `[Template: ${name}] ${values.join(", ")}`,
  /** A message WhatsApp throttled (63018), waiting to be sent again by itself. */
  resendWaiting: (code: string, at: string) =>
    `Foutcode ${code}: WhatsApp beperkt tijdelijk het aantal berichten van je nummer. We versturen het automatisch opnieuw op ${at}.`,
  resendWaitingLabel: "Wordt opnieuw verstuurd",
} as const;
