import { count } from "../count.ts";
// What the assistant says when an employee asks about their own shifts or their own record.
import { endSentence } from "../end-sentence.ts";

export const ownWork = {
  /** The period a question asks about, as it reads in "Je hebt … 2 diensten". */
  range: {
    today: "vandaag",
    tomorrow: "morgen",
    dayAfterTomorrow: "overmorgen",
    thisWeek: "deze week",
    nextWeek: "volgende week",
    weekend: "dit weekend",
    coming: "de komende 7 dagen",
    next: "de komende 30 dagen",
    /** A single named day: "op zaterdag 29 november". */
    day: (date: string) => `op ${date}`,
    /** A week after the one asked about: "in de week van maandag 14 december". */
    weekOf: (monday: string) => `in de week van ${monday}`,
  },
  count: (n: number, range: string) => `Je hebt ${range} ${count(n, "dienst", "diensten")}:`,
  none: (range: string) => `Je hebt ${range} geen diensten.`,
  nextOne: "Je eerstvolgende dienst:",
  /** "maandag 2 december, 08:00–16:30". */
  when: (day: string, from: string, to: string | null) => (to ? `${day}, ${from}–${to}` : `${day}, vanaf ${from}`),
  nextDay: "(volgende dag)",
  at: (title: string, client: string) => `${title} bij ${client}`,
  more: (n: number) => `…en nog ${count(n, "dienst", "diensten")}.`,
  noJobDetails: "Opdrachtgever en locatie kan ik niet inzien; die staan in je planning.",
  // Employees know their planning, not the name of the system behind it.
  source: (when: string) => `Bron: planningssysteem, bijgewerkt op ${when}.`,
  sourceNeverSynced: "Bron: planningssysteem (nog niet gesynchroniseerd).",
  /** "25 november om 09:15". */
  syncedAt: (date: string, time: string) => `${date} om ${time}`,
  unknownEmployee:
    "Ik kan dit telefoonnummer niet aan een medewerker koppelen, dus ik kan je rooster en gegevens niet opzoeken. Ik heb je vraag doorgezet naar HR.",
  notInPlanning:
    "Ik kan je niet vinden in het planningssysteem, dus ik kan je diensten niet opzoeken. Ik heb je vraag doorgezet naar HR; een collega kijkt ernaar.",
  profileIntro: "Dit staat bij ons van je geregistreerd:",
  profileField: { email: "E-mailadres", phone: "Telefoonnummer", employee_number: "Personeelsnummer" } as Record<
    string,
    string
  >,
  profileMissing: "(niet bekend)",
  profileWrong: "Klopt er iets niet? Typ 'medewerker' en HR past het aan.",
  profileSource: (org: string) => `Bron: personeelsgegevens van ${endSentence(org)}`,
} as const;
