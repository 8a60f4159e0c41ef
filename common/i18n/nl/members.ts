export const members = {
  onlyOwnerGrantsOwner: "Alleen een owner kan de owner-rol toekennen of intrekken.",
  lastOwner: "Een organisatie heeft altijd minstens één owner nodig. Maak eerst iemand anders owner.",
  roleOf: (name: string) => `Rol van ${name}`,
  roleChanged: "Rol gewijzigd",
  remove: "Verwijderen",
  removeLabel: (name: string) => `${name} verwijderen`,
  removeConfirmTitle: "Gebruiker verwijderen?",
  removeConfirm: (name: string) => `${name} verliest direct de toegang tot deze organisatie.`,
  removed: "Gebruiker verwijderd",
} as const;
