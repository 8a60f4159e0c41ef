// 25 FAQs as the HR office of a cleaning company types them in the dashboard (the QA run in qa/ and
// whatsapp-employee-population.test.ts ask them as employees do).
export const FAQS: Array<[string, string]> = [
  [
    "Wanneer wordt mijn salaris betaald?",
    "Het salaris wordt elke 4 weken betaald, op de donderdag na het einde van de periode. De data staan in de app Mijn Glans.",
  ],
  [
    "Waar vind ik mijn loonstrook?",
    "Je loonstrook staat een dag voor de betaling in de app Mijn Glans onder Documenten.",
  ],
  [
    "Hoe meld ik me ziek?",
    "Bel vóór 07:00 uur de planning op 085-1234567. Begint je dienst eerder dan 08:00 uur, bel dan minstens 2 uur van tevoren. Alleen een WhatsApp is geen ziekmelding.",
  ],
  [
    "Hoeveel vakantiedagen heb ik per jaar?",
    "Bij een fulltime contract (38 uur) heb je 25 vakantiedagen per jaar. Werk je minder uren, dan naar verhouding.",
  ],
  [
    "Hoe vraag ik vakantie aan?",
    "Vraag je vakantie minstens 4 weken van tevoren aan via de app Mijn Glans. Je leidinggevende keurt het goed.",
  ],
  [
    "Krijg ik reiskosten vergoed?",
    "Woon je meer dan 10 km van je werk, dan krijg je 0,23 euro per km (max 40 km enkele reis). Voor het ov gelden andere regels, die staan in het personeelshandboek.",
  ],
  [
    "Wanneer krijg ik vakantiegeld?",
    "Het vakantiegeld (8% van je brutoloon) wordt in mei uitbetaald, samen met het salaris van periode 5.",
  ],
  ["Hoe geef ik mijn uren door?", "Geef je gewerkte uren elke zondag voor 20:00 uur door in de app Mijn Glans."],
  [
    "Krijg ik werkkleding?",
    "Ja, bij je start krijg je gratis 2 polo's, 1 broek en 1 fleecevest. Versleten kleding kun je ruilen op kantoor.",
  ],
  [
    "Krijg ik werkschoenen?",
    "Als je werk veiligheidsschoenen vraagt, krijg je een bon van max. 80 euro per 2 jaar. Vraag die aan bij je leidinggevende.",
  ],
  [
    "Wat is de toeslag voor werken in het weekend?",
    "Op zaterdag krijg je bij overwerk 50% toeslag. Op zondag krijg je voor alle uren 100% toeslag.",
  ],
  [
    "Krijg ik betaald voor overuren?",
    "Overwerk (boven 38 uur per week) wordt betaald met 25% toeslag, als je leidinggevende het vooraf heeft goedgekeurd.",
  ],
  [
    "Mag ik mijn dienst ruilen met een collega?",
    "Ja, als de planning vooraf akkoord geeft. Bel of app de planning op 085-1234567.",
  ],
  ["Wat zijn de diensttijden?", "Vroege dienst 06:00-10:00, dagdienst 09:00-17:00, avonddienst 17:00-22:00."],
  ["Heb ik recht op pauze?", "Bij een dienst langer dan 5,5 uur heb je 30 minuten onbetaalde pauze."],
  [
    "Ik ben mijn personeelspas kwijt, wat nu?",
    "Meld het direct bij de planning. Een nieuwe pas kost 10 euro en wordt ingehouden op je salaris.",
  ],
  ["Kan ik een voorschot krijgen?", "Nee, een voorschot op je salaris is bij ons niet mogelijk."],
  [
    "Wat is het adres van het kantoor?",
    "Ons kantoor is op Industrieweg 12 in Zwolle, open op werkdagen van 08:30 tot 17:00 uur.",
  ],
  [
    "Hoe bereik ik de planning?",
    "De planning is bereikbaar op 085-1234567, op werkdagen en in het weekend van 07:00 tot 10:00 uur.",
  ],
  [
    "Mijn loonstrook klopt niet, wat moet ik doen?",
    "Mail binnen 2 weken naar salaris@glans.nl met je personeelsnummer en wat er niet klopt. De correctie volgt bij de volgende betaling.",
  ],
  [
    "Ik kan niet inloggen in de app Mijn Glans",
    "Kies op het inlogscherm 'Wachtwoord vergeten'. Lukt het dan nog niet, mail naar app@glans.nl.",
  ],
  ["Welke cao geldt voor mij?", "Voor jou geldt de cao Schoonmaak- en Glazenwassersbranche."],
  [
    "Wat moet ik doen bij een ongeluk op het werk?",
    "Meld een ongeval of bijna-ongeval dezelfde dag bij je leidinggevende. Bij ernstig letsel bel je eerst 112.",
  ],
  [
    "Kan ik meer uren werken?",
    "Geef het door aan de planning, dan kijken we of er extra diensten zijn op jouw locaties.",
  ],
  [
    "Wat is mijn opzegtermijn?",
    "De opzegtermijn staat in je arbeidsovereenkomst. Meestal is het 1 maand, tijdens een uitzendcontract in fase A geldt geen opzegtermijn.",
  ],
];
