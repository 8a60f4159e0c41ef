import { count } from "../count.ts";
// The Analytics screen (/dashboard/analytics). A "gesprek" is counted from an employee
// message after 24 hours without one (migrations/0025_analytics_rollups.ts).
export const analytics = {
  title: "Statistieken",
  subtitle: "Hoe de assistent de vragen van medewerkers afhandelt. Testgesprekken tellen niet mee.",
  period: {
    label: "Periode",
    choices: {
      "7": "7 dagen",
      "30": "30 dagen",
      "90": "90 dagen",
      thisWeek: "Deze week",
      lastWeek: "Vorige week",
      thisMonth: "Deze maand",
      lastMonth: "Vorige maand",
      custom: "Aangepast",
    },
    from: "Van",
    to: "Tot en met",
    chooseValid: "Kies een geldige periode om de cijfers te zien.",
    invalid: "Kies een begindatum vóór de einddatum, hoogstens 400 dagen.",
    /** A custom period ending after today (Amsterdam): it has no figures yet. */
    future: "Kies een periode die uiterlijk vandaag eindigt: na vandaag zijn er nog geen cijfers.",
    range: (from: string, to: string) => `${from} – ${to}`,
  },
  agent: {
    label: "Agent",
    all: "Alle agents",
    archived: (name: string) => `${name} (verwijderd)`,
    /** Under the cards while one agent is chosen: which figures are that agent's. */
    note: (name: string) =>
      `De cijfers ‘Antwoorden van de assistent’ en ‘Beantwoord door de assistent’ gelden voor ${name}; de andere cijfers gelden voor alle agents.`,
  },
  cards: {
    conversations: "Gesprekken gestart",
    messages: "Berichten in / uit",
    botResolved: "Beantwoord door de assistent",
    botReplies: "Antwoorden van de assistent",
    firstResponse: "Mediane eerste reactietijd",
  },
  /** The info button's name; its tooltip (the formula) describes it. */
  howCalculated: (card: string) => `Hoe berekend: ${card}`,
  formulas: {
    conversations:
      "Aantal gesprekken dat in de periode begon. Een gesprek begint met een bericht van een medewerker na 24 uur zonder bericht van die medewerker.",
    messages:
      "Berichten van medewerkers (in) en berichten van de assistent en collega's (uit), per dag van verzending.",
    botResolved:
      "Gesprekken die de assistent beantwoordde zonder overdracht ÷ gestarte gesprekken. Werd een gesprek overgedragen (door de assistent, of doordat een collega schreef of het overnam), dan telt het als overdracht, ook als de assistent ook antwoordde: samen nooit meer dan 100%.",
    botResolvedAgent: (name: string) =>
      `Gesprekken waarin ${name} antwoordde zonder overdracht ÷ gesprekken waarin ${name} antwoordde. Een gesprek hoort bij de agent die er als eerste antwoordde; werd het overgedragen, dan telt het als overdracht, ook als ${name} ook antwoordde.`,
    botReplies: "Berichten die de assistent stuurde, per dag van verzending.",
    botRepliesAgent: (name: string) => `Berichten die ${name} stuurde, per dag van verzending.`,
    firstResponse:
      "Mediaan van (eerste antwoord, van de assistent of een collega − eerste bericht van de medewerker) over de gesprekken die in de periode begonnen.",
  },
  handoverShare: (pct: string) => `${pct} overgedragen`,
  change: {
    vsPrevious: (text: string) => `${text} t.o.v. vorige periode`,
    none: "Geen vergelijking met de vorige periode",
    /** A share's change: the difference of the two percentages ("−64 procentpunt"), not a relative change. */
    points: (signed: string) => `${signed} procentpunt`,
    /** The messages card shows in / out, so its change is one for each ("in +20% / uit −5%"). */
    inOut: (incoming: string, outgoing: string) => `in ${incoming} / uit ${outgoing}`,
  },
  noValue: "—",
  chart: {
    title: "Gesprekken en overdrachten per dag",
    conversations: "Gesprekken",
    handovers: "Overdrachten",
    summary: (days: number, conversations: number, handovers: number) =>
      `${count(days, "dag", "dagen")}: ${count(conversations, "gesprek", "gesprekken")}, waarvan ${handovers} overgedragen.`,
  },
  recent: {
    title: "Laatste 10 gesprekken",
    empty: "Nog geen gesprekken.",
    columns: {
      who: "Medewerker",
      messages: "Berichten",
      unresolved: "Onbeantwoord",
      last: "Laatste bericht",
      label: "Label",
    },
    open: (who: string) => `Open het gesprek met ${who} in de inbox`,
    reasons: {
      manyUnresolved: (n: number) => `${n} vragen onbeantwoord (meer dan 3)`,
      manyMessages: (n: number) => `${n} berichten (meer dan 10)`,
      someUnresolved: (n: number) => `${count(n, "vraag", "vragen")} nog onbeantwoord`,
      allAnswered: "Alle vragen beantwoord, hoogstens 10 berichten",
    },
  },
  unanswered: {
    title: "Onbeantwoorde vragen",
    description:
      "Vragen die de assistent in deze periode doorzette of waarbij de medewerker geen van de aangeboden keuzes koos, gegroepeerd als ze op elkaar lijken.",
    empty: "Geen onbeantwoorde vragen in deze periode.",
    times: (n: number) => `${n}×`,
    alsoAsked: "Ook gevraagd als:",
    makeFaq: "Maak FAQ",
    inFaq: (faq: string) => `Staat in FAQ: ${faq}`,
    addToFaq: "Voeg toe aan FAQ",
    loadFailed: "Kon de onbeantwoorde vragen niet laden.",
  },
  export: {
    button: "Exporteer CSV",
    fileName: (from: string, to: string) => `statistieken-${from}-${to}.csv`,
    headers: {
      day: "Datum",
      started: "Gesprekken gestart",
      handedOver: "Overgedragen",
      botResolved: "Beantwoord door assistent",
      messagesIn: "Berichten in",
      messagesOut: "Berichten uit",
      botReplies: "Antwoorden assistent",
      botResolvedShare: "Aandeel assistent",
      handoverShare: "Aandeel overgedragen",
      total: "Totaal",
      /** Its own line under the totals: the rollups have no median per day, only over the period. */
      medianFirstResponse: "Mediane eerste reactietijd over de hele periode (seconden)",
    },
  },
  invalidPeriod: "Ongeldige periode",
  invalidPeriodDescription: "Geef van en tot als datums (JJJJ-MM-DD), in volgorde, hoogstens 400 dagen.",
} as const;
