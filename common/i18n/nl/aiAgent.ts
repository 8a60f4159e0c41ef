export const aiAgent = {
  title: "AI Agent",
  description:
    "Deze instructies komen bovenop de basispersoonlijkheid van de assistent en gelden direct in alle WhatsApp-gesprekken. Markdown wordt ondersteund.",
  label: "Eigen instructies",
  placeholder: "Bijvoorbeeld: spreek medewerkers aan met je en houd antwoorden kort.",
  examples: "Voorbeelden (klik om toe te voegen)",
  exampleList: [
    "Spreek medewerkers informeel aan met 'je'.",
    "Houd antwoorden kort: maximaal drie zinnen.",
    "Verwijs bij vragen over ziekmelding altijd naar de leidinggevende.",
    "Sluit af met een vriendelijke groet namens HR.",
  ],
  counter: (n: number, max: number) => `${n} / ${max} tekens`,
  saved: "AI instructies opgeslagen",
  adminsOnly: "Alleen admins kunnen de AI instructies wijzigen.",
} as const;
