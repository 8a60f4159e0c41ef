export const simulator = {
  title: "Test de assistent",
  description:
    "Stuur een bericht zoals een medewerker dat via WhatsApp zou doen. Het gaat door dezelfde assistent, maar niets wordt via WhatsApp verzonden.",
  as: "Stuur als",
  phone: "Telefoonnummer",
  employeeNone: "Onbekend nummer",
  placeholder: "Hoeveel vakantiedagen heb ik?",
  send: "Verstuur",
  failed: "Bericht niet verzonden",
  empty: "Stel een vraag om de assistent te testen.",
  open: "Test de assistent",
} as const;
