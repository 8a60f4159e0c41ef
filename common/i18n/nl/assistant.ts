import type { OpeningDay } from "../../time/hr-hours.ts";
// What the assistant says to employees on WhatsApp.
import { endSentence } from "../end-sentence.ts";

const numbered = (lines: string[]) => lines.map((line, i) => `${i + 1}. ${line}`).join("\n");

const UNCLEAR = "Ik weet niet zeker wat je bedoelt. Stel je vraag gerust in een zin, dan zoek ik het voor je op.";

export const assistant = {
  /** The line under an answer from a document, in the WhatsApp message (the inbox reads it back). */
  citation: (source: string) => `Bron: ${source}`,
  citationPrefix: "Bron:",
  /** The word every AI notice below holds (the inbox's preview skips the notice by it). */
  aiNoticeWord: "AI-assistent",
  /** `org` null: the organisation is not named yet (see employeeFacingName). */
  disclosure: (org: string | null) =>
    `Hoi! Je chat met de digitale HR-assistent van ${endSentence(org ?? "je werkgever")} Ik ben een AI-assistent; typ 'medewerker' als je liever iemand van HR spreekt.`,
  /** The first reply's greeting and AI notice when an agent answers (its name in both; AI Act art. 50). */
  agentGreeting: (name: string, org: string | null) =>
    `Hoi! Je chat met ${name}, de digitale HR-assistent van ${endSentence(org ?? "je werkgever")}`,
  /** `canHandOver` false: the agent cannot put anyone through, so it offers no 'medewerker'. */
  agentAiNotice: (name: string, canHandOver = true) =>
    canHandOver
      ? `${name} is een AI-assistent; typ 'medewerker' als je liever iemand van HR spreekt.`
      : `${name} is een AI-assistent. Wil je iemand van HR spreken? Neem dan zelf contact op met HR.`,
  /** An agent without the hand-over capability: no promise that HR will call (the question is still recorded). */
  noAnswer: "Daar heb ik helaas geen zeker antwoord op.",
  /** A request for a person to an agent without hand-over: no promise that HR will follow up. */
  noHandoverHere:
    "Via dit gesprek kan ik je niet doorzetten naar een collega. Wil je iemand van HR spreken? Neem dan zelf contact op met HR.",
  /** An agent without the verification capability, asked something that needs it. */
  verifyNotOffered: (toHr: boolean) =>
    `Deze vraag gaat over jouw persoonlijke gegevens; die kan ik hier niet met je bespreken.${toHr ? " Ik heb je vraag doorgezet naar HR." : ""}`,
  handover:
    "Daar heb ik helaas geen zeker antwoord op. Ik heb je vraag doorgezet naar HR; een collega neemt zo snel mogelijk contact met je op.",
  /** A question about the asker's own record (their balance, pay, contract): only HR can look it up. */
  handoverOwnRecord:
    "Dat gaat over jouw eigen gegevens, en die kan ik niet inzien. Ik heb je vraag doorgezet naar HR; een collega neemt zo snel mogelijk contact met je op.",
  handoverAsked: "Prima, ik zet je door naar HR. Een collega neemt zo snel mogelijk contact met je op.",
  /** An angry or fed-up employee whom nothing answers for sure: an apology, and a person. */
  handoverFrustrated:
    "Vervelend dat dit zo loopt, dat begrijp ik. Ik heb je bericht doorgezet naar HR; een collega neemt zo snel mogelijk contact met je op.",
  handoverFrustratedNotificationMessage: (who: string) => `${who} is boos of gefrustreerd; neem contact op.`,
  /** An employee who will not come (not ill themselves), or who is better again: HR must know. */
  absenceReply: {
    absent:
      "Dank je voor je bericht. Ik heb het doorgegeven aan HR; een collega neemt zo snel mogelijk contact met je op.",
    recovered:
      "Fijn dat het weer beter gaat! Ik heb het doorgegeven aan HR; een collega neemt zo snel mogelijk contact met je op.",
  },
  /** The recovery reply in 'Test de assistent': nothing goes to HR there, so it says what WhatsApp would do. */
  recoveredInSimulator:
    "Fijn dat het weer beter gaat! Via WhatsApp zou ik dit doorgeven aan HR; een collega neemt dan zo snel mogelijk contact met je op.",
  /** Added to a hand-over of a question in another language (English, Polish, Romanian …). */
  handoverInEnglish:
    "I can only answer in Dutch. I have passed your message to HR; a colleague will contact you as soon as possible.",
  handoverNotHelped:
    "Sorry dat je hier nog niet mee verder bent. Ik heb je vraag doorgezet naar HR; een collega neemt zo snel mogelijk contact met je op.",
  /** Replies to a message that asks nothing: no search, no hand-over (HR is not asked to answer "bedankt"). */
  smallTalk: {
    greeting: "Waar kan ik je mee helpen? Stel je vraag gerust.",
    thanks: "Graag gedaan! Heb je nog een vraag, stel hem gerust.",
    goodbye: "Fijne dag! Heb je later nog een vraag, stuur dan gerust een bericht.",
    ack: "Fijn! Heb je nog een vraag, stel hem gerust.",
    number: UNCLEAR,
    // A "?" alone, or an emoji that says something is wrong (🤒, 👎): what is the matter?
    unclear: UNCLEAR,
    about:
      "Ik ben een AI-assistent van HR: ik beantwoord je vragen over werk, verlof, loon en regels met de informatie van HR. Stel je vraag gerust; typ 'medewerker' als je liever iemand van HR spreekt.",
    // Asked in or about another language: said in English too, since the asker may not read Dutch.
    language:
      "Ik antwoord in het Nederlands, met de informatie van HR. Typ 'medewerker' als je liever iemand van HR spreekt.\n\nI can only answer in Dutch. Type 'medewerker' if you would like someone from HR to contact you.",
  },
  verifyMethod: { email: "e-mailadres", employee_number: "personeelsnummer" } as Record<string, string>,
  verifyAsk: (methods: string) =>
    `Deze vraag gaat over jouw persoonlijke gegevens. Stuur ter verificatie je ${methods} zoals HR dat van je heeft.`,
  verifyOk: "Dank je, je bent geverifieerd.",
  verifyFailed:
    "Dat komt helaas niet overeen met onze gegevens. Probeer het nog eens, of typ 'medewerker' om HR te spreken.",
  verifyNoDetails:
    "HR heeft geen e-mailadres of personeelsnummer van je waarmee ik kan controleren wie je bent, dus ik kan je persoonlijke vraag niet beantwoorden. Ik heb je vraag doorgezet naar HR.",
  verifyUnknownNumber:
    "Ik kan dit telefoonnummer niet aan een medewerker koppelen, dus ik kan je persoonlijke vraag niet beantwoorden. Ik heb je vraag doorgezet naar HR.",
  verifyTooMany: (wait: string) =>
    `Dat is te vaak niet gelukt. Ik heb je vraag doorgezet naar HR; een collega neemt contact met je op. Verifiëren kan pas weer over ${wait}.`,
  verifyLocked:
    "Verifiëren is tijdelijk geblokkeerd omdat het te vaak niet is gelukt. HR is op de hoogte en een collega neemt contact met je op.",
  /** How long each round's lockout lasts, in words (the durations are in verification-gate.ts). */
  verifyLockWait: ["15 minuten", "1 uur", "24 uur"],
  verifyLockedNotificationTitle: "Verificatie geblokkeerd",
  verifyLockedNotificationMessage: (who: string) =>
    `${who} gaf drie keer verkeerde gegevens bij het verifiëren. Neem persoonlijk contact op.`,
  reasonOwnRecord: "De vraag gaat over de eigen gegevens van de medewerker; die kent alleen HR.",
  reasonLowConfidence: "Geen FAQ of documentpassage beantwoordt deze vraag zeker genoeg.",
  reasonNoContent: "De vraag bevat geen woorden om op te zoeken.",
  /** What a question about one's own shifts is searched as when its own words find nothing. */
  rosterQuery: "wanneer moet ik werken, waar staat mijn rooster",
  reasonReadAsRoster:
    "Een vraag over de eigen diensten die de kennisbank niet op de eigen woorden vond; gezocht als vraag over het rooster.",
  /** Why the text that ranked first was not the one chosen, named for staff. */
  reasonPassedOver: {
    answerType: (title: string) =>
      `„${title}” paste het best bij de woorden, maar noemt niet wat er gevraagd wordt (een aantal, bedrag of tijdstip), dus telt de beste tekst die dat wel noemt.`,
    defers: (title: string) =>
      `„${title}” verwijst voor dit onderwerp zelf naar een document, dus telt de beste documentpassage.`,
    namesOutright: (title: string) =>
      `„${title}” vindt het onderwerp alleen via een synoniem; een documentpassage noemt het letterlijk en telt daarom.`,
  },
  reasonPhrasingWidened: (topic: string) =>
    `De vraag lijkt op een toegevoegde formulering, maar noemt ook „${topic}”, en dat staat in een andere tekst. De medewerker krijgt een keuze.`,
  reasonModelRejected: "Het taalmodel vond dat het beste antwoord de vraag niet beantwoordt.",
  /** Why an answer was sent, when the language model had a say in it. */
  reasonModelConfirmed: "Het taalmodel bevestigde dat dit antwoord de vraag beantwoordt.",
  reasonModelRewrote: (query: string) =>
    `Gevonden met de zoekvraag die het taalmodel schreef: "${query}". Het taalmodel bevestigde het antwoord.`,
  reasonModelChose: "Het taalmodel koos dit antwoord uit de best gevonden teksten en bevestigde het.",
  /** The reason shown to staff when the employee picked the answer from the choices offered. */
  reasonChosen: "De medewerker koos dit antwoord uit de aangeboden keuzes.",
  reasonDeclined: "De medewerker koos geen van de aangeboden keuzes.",
  /**
   * Not sure enough to answer, sure enough to ask: the likeliest FAQs and passages as a
   * numbered list the employee answers with a number (or 'nee', which hands over when the
   * agent may hand over).
   */
  offerChoices: (choices: string[], handover: boolean) =>
    [
      "Ik weet niet zeker wat je bedoelt. Gaat je vraag over een van deze onderwerpen?",
      numbered(choices),
      handover
        ? "Stuur het nummer, of 'nee' als het er niet bij staat; dan zet ik je vraag door naar HR."
        : "Stuur het nummer, of 'nee' als het er niet bij staat.",
    ].join("\n"),
  /** Under choices offered for a question in another language: how to pick, in English. */
  choicesInEnglish: (handover: boolean) =>
    handover
      ? "I am not sure what you mean. Reply with the number of the topic above, or 'nee' if it is not there; then I will pass your question to HR."
      : "I am not sure what you mean. Reply with the number of the topic above, or 'nee' if it is not there.",
  /** A passage as a choice: its heading and the document it is from. */
  choicePassage: (heading: string, document: string) => `${heading} (uit ${document})`,
  /** 'ja' to several choices, or a number not on the list: the list again. */
  choiceUnclear: (choices: string[]) => `Welke bedoel je? Stuur alleen het nummer.\n${numbered(choices)}`,
  // A message in pieces that stopped before saying what it asks ("over mijn"): asked, not handed to HR.
  unfinished: "Ik mis nog een stukje van je bericht. Wat is je vraag?",
  // More than twenty messages in ten minutes: the conversation goes to HR, the assistant falls silent.
  flooded:
    "Je stuurt veel berichten kort na elkaar. Ik zet dit gesprek door naar HR; een collega leest je berichten en neemt contact met je op.",
  // An employee's voice note, photo, file, location or contact card: neither fetched nor read,
  // by the assistant or by HR (only the kind is kept), which the employee must know before
  // taking a photographed sick note for handed in.
  attachmentOnly: (kinds: readonly string[]) =>
    kinds.every((k) => k === "location")
      ? "Een gedeelde locatie kan ik niet bekijken. Typ je vraag in een bericht, dan help ik je verder."
      : kinds.every((k) => k === "contact")
        ? "Een contactkaart kan ik niet openen. Typ je vraag in een bericht, dan help ik je verder."
        : "Foto's, spraakberichten en bestanden kan ik niet openen, en HR krijgt ze via dit gesprek ook niet. Lever een ziekbriefje of ander document in zoals HR dat vraagt. Typ je vraag, dan help ik je verder.",
  /** Under the notice above, briefly, for an employee who may not read Dutch. */
  attachmentOnlyInEnglish: "I cannot open photos, voice messages or files. Please type your question.",
  /** A second voice note within minutes: the employee has something to say and will not type it, so HR takes over. */
  voiceNotesHandover:
    "Spraakberichten kan ik niet beluisteren. Ik heb je gesprek doorgezet naar HR; een collega neemt zo snel mogelijk contact met je op.\n\nI cannot listen to voice messages. I have passed your conversation to HR; a colleague will contact you as soon as possible.",
  voiceNotesNotificationMessage: (who: string) =>
    `${who} stuurt spraakberichten, die de assistent niet kan beluisteren. Neem contact op.`,
  /** A message Twilio delivers without text or a file it knows (an unsupported type). */
  unreadable:
    "Ik kon je bericht niet lezen. Typ je vraag in een bericht, dan help ik je verder.\n\nI couldn't read your message. Please type it.",
  attachmentNotRead: "Je bijlage kan ik niet bekijken; op je tekst reageer ik wel.",
  // After a hand-over outside HR's hours (Settings → AI Agent → Bereikbaarheid HR).
  hrAway: (when: OpeningDay, weekday: string, time: string) =>
    `HR is er ${{ today: "vandaag", tomorrow: "morgen", later: weekday, nextWeek: `volgende week ${weekday}` }[when]} vanaf ${time}; dan kijkt een collega naar je vraag.`,
  partHandover: "Deze vraag heb ik doorgezet naar HR; een collega neemt zo snel mogelijk contact met je op.",
  handoverNotificationTitle: "Vraag voor HR",
  /** An employee who reports ill: staff hear of it whatever the assistant answered. */
  sickNotificationTitle: "Ziekmelding",
  sickNotificationMessage: (who: string) => `${who} meldt zich ziek via WhatsApp.`,
  /** Opens the reply to a sick report. */
  sickWish: "Beterschap!",
  /** What the organisation's own procedure for reporting ill is found with. */
  sickProcedureQuestion: "Hoe meld ik me ziek?",
  /** After the reply to a sick report in another language: what it says, in English. */
  sickInEnglish: {
    procedure:
      "Get well soon! Above (in Dutch) is how to report sick here: please follow it. HR has also been told of your message.",
    hr: "Get well soon! I have passed your message to HR; a colleague will contact you as soon as possible.",
    answer: "Get well soon! HR has been told of your message.",
  },
  /** Before the procedure, after the answer to a question asked beside a sick report. */
  sickProcedureIntro: "Zo meld je je ziek:",
  /** A sick report without a procedure to send: HR has it. */
  sickHandover: "Ik heb je bericht doorgegeven aan HR; een collega neemt zo snel mogelijk contact met je op.",
  handoverNotificationMessage: (who: string) => `${who} heeft een vraag die de assistent niet kon beantwoorden.`,
  handoverAskedNotificationMessage: (who: string) => `${who} vraagt om iemand van HR.`,
  handoverNotHelpedNotificationMessage: (who: string) => `${who} geeft aan dat het antwoord niet hielp.`,
  absentNotificationMessage: (who: string) => `${who} meldt dat die niet kan komen.`,
  /** A request to see or erase one's own data (AVG): HR must answer within a month, so the employee hears that. */
  dataRequestReply: {
    access: "Je vraag om inzage in je gegevens heb ik doorgegeven aan HR. Je krijgt binnen een maand antwoord.",
    erasure: "Je verzoek om je gegevens te verwijderen heb ik doorgegeven aan HR. Je krijgt binnen een maand antwoord.",
  },
  dataRequestNotificationTitle: "AVG-verzoek",
  dataRequestNotificationMessage: (kind: "access" | "erasure", deadline: string) => (who: string) =>
    `${who} vraagt ${kind === "access" ? "om inzage in de eigen gegevens" : "de eigen gegevens te verwijderen"} (AVG). Beantwoord uiterlijk ${deadline}.`,
  /** An employee who says they are better again, asking something or not: staff hear of it. */
  recoveredNotificationTitle: "Betermelding",
  recoveredNotificationMessage: (who: string) => `${who} meldt zich beter.`,
  /** A message in a conversation staff took over: the assistant stays silent, so a colleague must answer. */
  staffConversationTitle: "Nieuw bericht",
  staffConversationMessage: (who: string) => `${who} stuurde een bericht in een gesprek dat HR heeft overgenomen.`,
  /** The same, of a sick or recovery report, to a colleague who may not read it (its text stays out). */
  staffConversationHealthMessage: (who: string) =>
    `${who} stuurde een ziekmelding in een gesprek dat HR heeft overgenomen. Alleen collega's die ziekmeldingen mogen zien lezen die; zij krijgen er bericht van.`,
  floodedNotificationMessage: (who: string) =>
    `${who} stuurt veel berichten kort na elkaar. De assistent reageert niet meer tot iemand het gesprek teruggeeft.`,
  /** Small talk ("hallo??") while a hand-over waits for HR: no "Waar kan ik je mee helpen?". */
  awaitingHr:
    "Je vraag ligt bij HR; een collega neemt zo snel mogelijk contact met je op. Heb je intussen een andere vraag, stel hem gerust.",
  /** STOP and START: in Dutch and English, as people who send STOP may not read Dutch. */
  /** Under the first reply's AI notice (AVG): the privacy statement, when set, and what STOP does (see optOut). */
  privacyNotice: (url: string | null) =>
    `${url ? `Privacyverklaring: ${url}. ` : ""}Liever geen berichten van ons, zoals een welkomstbericht? Stuur STOP.`,
  optOut: {
    stop: "Je bent afgemeld. Je krijgt van ons geen berichten meer, zoals een welkomstbericht. Stel je zelf een vraag, dan krijg je gewoon antwoord. Stuur START om je weer aan te melden.\n\nYou have unsubscribed: we will not start conversations with you any more. Questions you send are still answered. Send START to subscribe again.",
    start: "Je bent weer aangemeld: we kunnen je weer berichten sturen.\n\nYou have subscribed again.",
  },
  /** Another question the assistant cannot answer while HR has the first: not the same notice twice. */
  awaitingHrAgain: "Ook dit bericht heb ik aan HR doorgegeven; een collega neemt zo snel mogelijk contact met je op.",
} as const;
