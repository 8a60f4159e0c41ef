/** Text as a search compares it: no accents, lower case (Dutch rules), so "Ziekmélding" finds "ziekmelding". */
export const fold = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLocaleLowerCase("nl");
