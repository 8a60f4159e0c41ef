export const notifications = {
  title: "Notificaties",
  markAllRead: "Alles gelezen",
  empty: "Geen notificaties",
  bellLabel: (n: number) => (n === 0 ? "Notificaties" : `Notificaties, ${n} ongelezen`),
  markOneFailed: "Kon notificatie niet als gelezen markeren.",
  markAllFailed: "Kon notificaties niet als gelezen markeren.",
  accepted: "Uitnodiging geaccepteerd",
  acceptedDescription: "Je bent nu lid van de organisatie!",
  acceptFailed: "Kon uitnodiging niet accepteren.",
  accept: "Accepteren",
  unverifiedTitle: "Bevestig eerst je e-mailadres",
  unverifiedDescription:
    "Deze uitnodiging is voor jouw e-mailadres. Bevestig eerst dat het adres van jou is: we sturen je een mail met een link. Daarna kun je de uitnodiging accepteren.",
  sendVerification: "Verificatiemail sturen",
  verificationSent: "Verificatiemail verstuurd",
  verificationSentDescription: (email: string) =>
    `Open de link in de mail aan ${email}; daarna kun je de uitnodiging accepteren.`,
  verificationFailed: "Kon de verificatiemail niet versturen.",
  alreadyVerified: "Je e-mailadres is al bevestigd. Je kunt de uitnodiging accepteren.",
} as const;
