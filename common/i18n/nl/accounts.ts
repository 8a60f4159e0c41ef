/** Deleting a user's account by e-mail (Users & Roles). */
export const accounts = {
  title: "Account verwijderen",
  description:
    "Verwijdert het account met dit e-mailadres: inloggen, sessies en lidmaatschappen verdwijnen direct. Documenten en gesprekken van de organisatie blijven bewaard.",
  email: "E-mail van het account",
  delete: "Account verwijderen",
  confirmTitle: "Account definitief verwijderen?",
  confirm: (email: string) =>
    `Het account ${email} wordt verwijderd en verliest direct overal de toegang. Dit kan niet ongedaan worden gemaakt.`,
  deleted: "Account verwijderd",
  deleteFailed: "Fout bij verwijderen",
  emailRequired: "Email vereist",
  emailRequiredDescription: "Vul een e-mailadres in.",
  notFound: "Geen account met dit e-mailadres in deze organisatie.",
  notYourself: "Je kunt je eigen account hier niet verwijderen.",
  platformAdmin: "Een platformbeheerder kan hier niet worden verwijderd.",
  ownsOtherOrganization:
    "Dit account is de enige eigenaar van een andere organisatie die in gebruik is. Verwijder deze persoon alleen uit jouw organisatie.",
  otherOrganization:
    "Dit account is ook lid van een organisatie die je niet beheert; alleen de admins daarvan kunnen het verwijderen.",
} as const;
