export const email = {
  welcomeSubject: "Welkom bij je AI HR-assistent",
  welcomeBody: (name: string, url: string) =>
    `Hoi ${name},\n\nWelkom! Je account en organisatie zijn aangemaakt. Ga naar ${url} om je assistent in te richten: upload documenten, maak FAQ's aan en koppel WhatsApp.\n\nSucces!`,
  resetSubject: "Stel je wachtwoord opnieuw in",
  resetBody: (url: string) =>
    `Hoi,\n\nWe hebben een verzoek ontvangen om je wachtwoord opnieuw in te stellen. Klik op de link hieronder:\n\n${url}\n\nHeb je dit niet aangevraagd? Dan kun je deze email negeren.`,
  verifySubject: "Bevestig je e-mailadres",
  verifyBody: (url: string) =>
    `Hoi,\n\nBevestig dat dit e-mailadres van jou is, zodat je je uitnodiging kunt accepteren. Klik op de link hieronder:\n\n${url}\n\nHeb je dit niet aangevraagd? Dan kun je deze email negeren.`,
} as const;
