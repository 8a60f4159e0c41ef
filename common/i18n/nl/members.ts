export const members = {
  onlyOwnerGrantsOwner: "Alleen een owner kan de owner-rol toekennen of intrekken.",
  lastOwner: "Een organisatie heeft altijd minstens één owner nodig. Maak eerst iemand anders owner.",
} as const;
