export const landing = {
  headline: "Je HR-vragen beantwoord via WhatsApp, dag en nacht",
  sub: "Upload je personeelshandboek en FAQ's, koppel je WhatsApp-nummer en laat de AI-assistent je medewerkers direct helpen.",
  cta: "Start gratis",
  signIn: "Inloggen",
  goToDashboard: "Naar dashboard",
  featuresTitle: "Alles wat je HR-team nodig heeft",
  footer: "Jouw AI HR-assistent op WhatsApp",
  features: [
    {
      title: "Direct antwoord",
      text: "Medewerkers stellen hun vraag in WhatsApp en krijgen binnen seconden antwoord.",
    },
    { title: "Jouw kennis", text: "De assistent antwoordt alleen uit jouw documenten en FAQ's." },
    {
      title: "Veilig en AVG-proof",
      text: "Persoonsgegevens alleen na verificatie, data per organisatie gescheiden.",
    },
  ],
} as const;
