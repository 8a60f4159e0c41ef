import { formatNumber } from "../count.ts";

export const common = {
  save: "Opslaan",
  saving: "Opslaan...",
  cancel: "Annuleren",
  loading: "Laden...",
  error: "Fout",
  genericError: "Er is iets misgegaan. Probeer het opnieuw.",
  noOrganization: "Geen organisatie gevonden",
  offline: "Offline — wijzigingen worden niet opgeslagen",
  offlineWrite: "Je bent offline. Deze wijziging is niet opgeslagen; probeer het opnieuw zodra je weer verbonden bent.",
  saved: "Opgeslagen",
  close: "Sluiten",
  /** The corner where short messages ("Opgeslagen") appear; Alt+T takes focus there. */
  toastRegion: "Meldingen (Alt+T)",
  closeToast: "Melding sluiten",
  serverUnreachable: "De server is even niet bereikbaar. We proberen het vanzelf opnieuw; je hoeft niets te doen.",
  roleChanged:
    "Je rol in deze organisatie is gewijzigd: je kunt dit niet meer opslaan. Kopieer je tekst als je die wilt bewaren.",
  /** A form open in an organisation the user was just removed from. */
  accessLost: (organization: string) =>
    `Je hebt geen toegang meer tot ${organization}: je kunt dit niet meer opslaan. Kopieer je tekst als je die wilt bewaren.`,
  sessionEnded: "Je sessie is verlopen. Log opnieuw in; wat je net deed is niet opgeslagen.",
  /** The server could not take a save now; Zero sends it again once it is connected. */
  saveQueued:
    "De server kon je wijziging nu niet opslaan. Hij wordt opnieuw verstuurd zodra de verbinding terug is; laat deze pagina open.",
  /** No answer from the server on a save for a while. */
  saveUnconfirmed:
    "De server heeft je wijziging nog niet bevestigd, dus die is nog niet opgeslagen. Laat deze pagina open: je krijgt bericht zodra het lukt.",
  savedLate: "Je wijziging is alsnog opgeslagen.",
  /** The title over saveUnconfirmed: not a failure, the change may still be saved. */
  notConfirmed: "Nog niet bevestigd",
  /** A long list shown a page at a time. */
  pager: {
    label: "Pagina's",
    range: (from: number, to: number, total: number) =>
      `${formatNumber(from)}–${formatNumber(to)} van ${formatNumber(total)}`,
    previous: "Vorige pagina",
    next: "Volgende pagina",
  },
} as const;
