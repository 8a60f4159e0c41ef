import { formatNumber } from "../count.ts";

export const notifications = {
  title: "Notificaties",
  markAllRead: "Alles gelezen",
  empty: "Geen notificaties",
  bellLabel: (n: number) => (n === 0 ? "Notificaties" : `Notificaties, ${formatNumber(n)} ongelezen`),
  /** Below the newest notifications when there are older ones. */
  loadOlder: "Oudere meldingen laden",
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
  verificationSentDescription: "Open de link in de mail; daarna kun je de uitnodiging accepteren.",
  verificationFailed: "Kon de verificatiemail niet versturen.",
  alreadyVerified: "Je e-mailadres is al bevestigd. Je kunt de uitnodiging accepteren.",
} as const;
