export const explanation = {
  title: "Waarom dit antwoord?",
  part: (n: number) => `Vraag ${n}`,
  outcome: { answer: "Beantwoord", handover: "Doorgezet naar HR" },
  /** Not sure enough to answer: the employee was asked to pick from the likeliest answers. */
  offeredOutcome: "Keuze gevraagd",
  offered: "Aangeboden keuzes",
  confidence: (pct: number) => `Zekerheid ${pct}%`,
  /** Not sent: how sure the assistant was, against how sure it has to be. */
  confidenceShort: (pct: number, needed: number) => `Zekerheid ${pct}% (antwoordt vanaf ${needed}%)`,
  /** In place of a confidence: the employee chose the answer themselves. */
  pickedByEmployee: "Gekozen door de medewerker",
  /** In place of a confidence: the language model chose the answer from the best texts found. */
  pickedByModel: "Gekozen door het taalmodel",
  chosen: "Gekozen antwoord",
  chosenNone: "Geen passend antwoord gevonden",
  kind: { faq: "FAQ", passage: "Document" },
  matched: "Gevonden woorden",
  missing: "Ontbrekende woorden",
  synonyms: "Synoniemen gebruikt",
  corrections: "Typfouten verbeterd",
  runnerUp: "Tweede keus",
  /** A candidate's confidence in brackets; "0%" read as a fault, so a share under 1% says so. */
  share: (pct: number) => (pct < 1 ? "< 1%" : `${pct}%`),
  /** Nothing was sent: the candidate that came closest. */
  closest: "Beste kandidaat",
  reason: "Reden",
  /** The reply is the language model's wording of the source text shown beside it, not that text itself. */
  worded: "Verwoord door het taalmodel",
  wordedFrom: "Geschreven uit deze brontekst:",
  empty: "Geen uitleg beschikbaar.",
  /** Replies that looked nothing up. */
  smallTalk: "Geen vraag (een groet, bedankje of 'ok'): de assistent antwoordde kort en zocht niets op.",
  /** Small talk while a hand-over waits: the conversation still waits for HR after this reply. */
  awaitingHr: "Een bericht terwijl de vraag bij HR ligt: de assistent zei dat HR die heeft en zocht niets op.",
  askedForHuman: "De medewerker vroeg om iemand van HR; de vraag is doorgezet zonder te zoeken.",
  notHelped: "De medewerker gaf aan dat het antwoord niet hielp; de vraag is doorgezet zonder opnieuw te zoeken.",
  absence: {
    absent: "De medewerker meldt dat die niet komt (niet wegens eigen ziekte); doorgezet naar HR zonder te zoeken.",
    recovered: "De medewerker meldt zich beter; doorgezet naar HR zonder te zoeken.",
  },
  /** A request about the employee's own data (AVG): never answered from the knowledge base. */
  dataRequest: {
    access:
      "De medewerker vraagt welke gegevens er van hem of haar zijn (inzage, AVG): doorgezet naar HR zonder te zoeken. HR moet binnen een maand antwoorden.",
    erasure:
      "De medewerker vraagt de eigen gegevens te verwijderen (AVG): doorgezet naar HR zonder te zoeken. HR moet binnen een maand antwoorden.",
  },
  /** The same in 'Test de assistent', where nobody is notified. */
  recoveredInSimulator:
    "Betermelding herkend: in een echt gesprek gaat die zonder te zoeken naar HR en krijgt HR een melding; in deze test krijgt niemand een melding.",
  /** What the assistant did with a sick report: `sent` the procedure, said HR has it, or neither; `test` in the simulator. */
  sickReport: (did: "procedure" | "hr" | "answer", test: boolean) =>
    `Ziekmelding herkend: ${test ? "in een echt gesprek krijgt HR een melding" : "HR kreeg een melding"}${
      did === "procedure"
        ? ", en de medewerker kreeg de ziekmeldprocedure."
        : did === "hr"
          ? "; er is geen ziekmeldprocedure gevonden, dus de medewerker hoorde dat HR contact opneemt."
          : "; er is geen ziekmeldprocedure gevonden."
    }`,
  unfinished:
    "Een bericht in stukjes dat na een korte stilte nog geen vraag was: de assistent vroeg wat de vraag is in plaats van het aan HR te geven.",
  flooded: "Meer dan twintig berichten in tien minuten: het gesprek is zonder te zoeken naar HR gegaan.",
  optOut:
    "STOP of START: de medewerker meldde zich af voor (of weer aan voor) berichten die de organisatie begint; de assistent zocht niets op.",
  attachmentOnly: "Een bijlage zonder tekst: de assistent kan die niet lezen en vroeg de vraag te typen.",
  frustrated:
    "De medewerker klinkt boos of gefrustreerd en er was geen zeker antwoord: de assistent bood geen keuzes aan, maar zette het bericht door naar HR.",
  attachmentNamedOnly:
    "Een bijlage met alleen tekst over die bijlage (zoals 'zie foto'): de assistent kan die niet lezen, vond geen zeker antwoord op de tekst en vroeg de vraag te typen.",
  voiceNotes:
    "Weer een spraakbericht, binnen een paar minuten na het vorige: de assistent kan die niet beluisteren en zette het gesprek door naar HR.",
  sticker: "Een sticker: geen vraag, de assistent antwoordde kort en zocht niets op.",
  unreadable: "Een bericht zonder tekst of bijlage die de assistent kent: het vroeg de medewerker het te typen.",
  choiceUnclear: "Geen nummer uit de lijst: de assistent vroeg opnieuw welke keuze bedoeld is.",
  /** 'Test de kennisbank' for a question WhatsApp answers from the asker's own data, not from the knowledge base. */
  ownWorkInTest:
    "Op WhatsApp beantwoordt de assistent deze vraag niet uit de kennisbank, maar zoekt hij het op in de eigen diensten of gegevens van de medewerker die het vraagt (Fleks en Medewerkers); het antwoord hangt dus af van wie het vraagt. Probeer het met 'Test de assistent' en het nummer van een medewerker. Zet de vraag als formulering bij een FAQ als de kennisbank haar moet beantwoorden.",
  /** Own shifts or record answered from the synced rows: a lookup, so no confidence applies. */
  ownWorkAnswered:
    "Een vraag over eigen diensten of gegevens: opgezocht in de gegevens van deze medewerker (Medewerkers en Fleks), niet in de kennisbank.",
  /** Own work asked from a number that is a Fleks employee nobody imported: what staff can do about it. */
  ownWorkInFleksOnly: (name: string) =>
    `Dit nummer staat in Fleks als ${name}, maar niet bij Medewerkers. Importeer via Apps → Fleks Integratie → Actions → Importeren (of Instellingen → Medewerkers → Nog niet geïmporteerd uit Fleks); daarna kan de assistent diensten en gegevens opzoeken.`,
  /** The number is an employee here, set inactive (by staff, or because Fleks no longer has them active). */
  ownWorkInactiveEmployee: (name: string) =>
    `Dit nummer hoort bij ${name}, die bij Medewerkers op inactief staat: de assistent zocht niets op en zette de vraag door naar HR. Zet ${name} weer op actief als dat niet klopt.`,
  /** Several active Fleks employees share the number: the import skips them all. */
  ownWorkSharedInFleks: (names: string) =>
    `Dit nummer staat in Fleks bij meerdere medewerkers (${names}), dus weet de assistent niet wie het is en importeert de import niemand van hen. Pas het nummer aan in Fleks.`,
  ownWorkInactiveInFleks: (name: string) =>
    `Dit nummer staat in Fleks als ${name}, maar die is daar niet actief, dus importeert de import hen niet. Zet ${name} in Fleks weer op actief als dat niet klopt.`,
  ownWorkSkippedByImport: (name: string, reason: string) =>
    `Dit nummer staat in Fleks als ${name}, maar de laatste import sloeg hen over: ${reason}`,
  ownWorkUnknownNumber:
    "Dit nummer staat niet bij Medewerkers en niet in Fleks: de assistent kon de vraag over eigen diensten of gegevens niet opzoeken en zette haar door naar HR. Voeg de medewerker toe bij Instellingen → Medewerkers als dit iemand van jullie is.",
  ownWorkNotLinked:
    "Deze medewerker is niet aan een Fleks-medewerker gekoppeld (geen Fleks-id, en het nummer staat niet precies één keer in Fleks): de assistent kon de diensten niet opzoeken en zette de vraag door naar HR.",
  verification:
    "Verificatie: de assistent vroeg om een gegeven van de medewerker of controleerde het, en zocht niets op.",
  politeRemark:
    "Geen vraag: een bedankje, groet of 'ok' met woorden waarvoor de kennisbank niets vond; de assistent antwoordde kort.",
} as const;
