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
  /** Said by screen readers when a test search returns: the outcome, then what was found. */
  resultSummary: (outcome: "answer" | "handover" | null, faqs: number, passages: number) => {
    const found = [
      faqs > 0 && `${faqs} ${faqs === 1 ? "FAQ" : "FAQ's"}`,
      passages > 0 && `${passages} ${passages === 1 ? "passage" : "passages"}`,
    ].filter(Boolean);
    const head = outcome === "answer" ? "Antwoord gevonden" : outcome === "handover" ? "Doorgezet naar HR" : null;
    if (found.length === 0) return head ? `${head}, niets gevonden` : "Niets gevonden";
    return [head, found.join(" en ")].filter(Boolean).join(", ");
  },
} as const;
