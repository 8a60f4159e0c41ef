export const email = {
  welcomeSubject: "Welkom bij je AI HR-assistent",
  welcomeBody: (name: string, url: string) =>
    `Hoi ${name},\n\nWelkom! Je account en organisatie zijn aangemaakt. Ga naar ${url} om je assistent in te richten: upload documenten, maak FAQ's aan en koppel WhatsApp.\n\nSucces!`,
  /** Signed up from an invitation's link: they joined, they set nothing up. */
  welcomeJoinedBody: (name: string, organization: string, url: string) =>
    `Hoi ${name},\n\nWelkom! Je account is aangemaakt en je bent lid van ${organization}. Ga naar ${url} om te beginnen.\n\nSucces!`,
  resetSubject: "Stel je wachtwoord opnieuw in",
  resetBody: (url: string) =>
    `Hoi,\n\nWe hebben een verzoek ontvangen om je wachtwoord opnieuw in te stellen. Klik op de link hieronder:\n\n${url}\n\nHeb je dit niet aangevraagd? Dan kun je deze e-mail negeren.`,
  verifySubject: "Bevestig je e-mailadres",
  verifyBody: (url: string) =>
    `Hoi,\n\nBevestig dat dit e-mailadres van jou is, zodat je je uitnodiging kunt accepteren. Klik op de link hieronder:\n\n${url}\n\nHeb je dit niet aangevraagd? Dan kun je deze e-mail negeren.`,
  inviteSubject: (organization: string) => `Uitnodiging voor ${organization}`,
  inviteBody: (inviter: string, organization: string, role: string, url: string, expires: string) =>
    `Hoi,\n\n${inviter} nodigt je uit voor ${organization} als ${role}. Klik op de link hieronder om de uitnodiging te bekijken en te accepteren. Heb je nog geen account? Dan maak je er daar een aan met dit e-mailadres.\n\n${url}\n\nDe link werkt tot ${expires}.\n\nVerwachtte je deze uitnodiging niet? Dan kun je deze e-mail negeren.`,
  inviteNotificationTitle: (organization: string) => `Uitnodiging voor ${organization}`,
  inviteNotificationMessage: (inviter: string, role: string) => `${inviter} nodigt je uit als ${role}.`,
} as const;
