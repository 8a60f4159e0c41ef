export const onboarding = {
  description: "Richt je AI HR-assistent in vijf stappen in.",
  progressTitle: "Je voortgang",
  progressDescription: (done: number) => `${done} van de 4 verplichte stappen voltooid`,
  allDone: "Alles staat klaar! Je assistent kan aan de slag.",
  toInbox: "Naar de inbox",
  toAnalytics: "Bekijk analytics",
  optional: "Optioneel",
  start: "Starten",
  view: "Bekijken",
  // The documents step, when the only processed documents are marked 'Bevat persoonsgegevens'.
  documentsWithheld:
    "Je verwerkte document bevat persoonsgegevens. De assistent gebruikt het pas als een admin bij Documenten 'Toch gebruiken in antwoorden' kiest; tot dan telt deze stap niet als voltooid.",
  stepHelp: {
    documents: "Personeelshandboek, cao of beleid: de assistent antwoordt uit deze documenten.",
    faqs: "Veelgestelde vragen met vaste antwoorden, voor de vragen die vaak terugkomen.",
    whatsapp: "Verbind je WhatsApp Business-nummer via Twilio.",
    branding: "Je naam, logo en kleuren. Medewerkers lezen de naam in het eerste WhatsApp-bericht van de assistent.",
    integrations: "Koppel bijvoorbeeld Fleks voor roosters en medewerkersgegevens.",
  },
} as const;
