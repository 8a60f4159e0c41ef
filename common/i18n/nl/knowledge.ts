export const knowledge = {
  title: "Test de kennisbank",
  description: "Typ een vraag zoals een medewerker die zou stellen en zie wat de assistent vindt.",
  placeholder: "Hoeveel vakantiedagen heb ik?",
  search: "Zoeken",
  questionRequired: "Vul eerst een vraag in",
  faqs: "FAQ's",
  passages: "Uit documenten",
  nothing: "Niets gevonden. De assistent zou deze vraag doorzetten naar HR.",
  failed: "Zoeken mislukt",
  reply: "Antwoord van de assistent",
  replyHandover: "Doorgezet naar HR",
} as const;
