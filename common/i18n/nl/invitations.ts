export const invitations = {
  title: "Je bent uitgenodigd",
  offer: (organization: string, role: string) => `Je bent uitgenodigd voor ${organization} als ${role}.`,
  forAddress: (email: string) => `De uitnodiging is voor ${email}.`,
  validUntil: (date: string) => `Geldig tot ${date}.`,
  accept: "Uitnodiging accepteren",
  signUp: "Account aanmaken",
  signIn: "Inloggen",
  signedInAs: (email: string) => `Je bent ingelogd als ${email}.`,
  otherAccount: "Deze uitnodiging is voor een ander e-mailadres. Log uit en log in met het uitgenodigde adres.",
  signOutAndContinue: "Uitloggen en doorgaan",
  invalid: "Deze uitnodiging is niet (meer) geldig. Vraag een admin van de organisatie om een nieuwe uitnodiging.",
  /** Accepting an invitation whose sender has since lost the right to invite. */
  inviterGone:
    "Deze uitnodiging geldt niet meer: wie je uitnodigde, is geen admin meer van de organisatie. Vraag een admin om een nieuwe uitnodiging.",
  invalidTitle: "Uitnodiging niet geldig",
  expiredTitle: "Uitnodiging verlopen",
  expired:
    "Deze uitnodiging is verlopen: een uitnodiging is 7 dagen geldig. Vraag een admin van de organisatie om hem opnieuw te versturen.",
  toDashboard: "Naar het dashboard",
  /** The session ended while the invitation page was open (or the bell's entry was clicked). */
  signInRequired: "Je moet ingelogd zijn.",
} as const;
