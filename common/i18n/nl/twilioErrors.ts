// What a Twilio or WhatsApp error code means to HR staff, and what to do about it. Twilio's
// own text is English and names no next step; unknown codes show the code alone.
export const twilioErrors: Record<string, string> = {
  no_credentials: "Er zijn geen Twilio-gegevens ingesteld: koppel WhatsApp in Instellingen → WhatsApp.",
  send_gave_up:
    "Versturen is na herhaalde pogingen gestopt: Twilio was niet bereikbaar of gaf steeds een fout. Verstuur het opnieuw.",
  "20003": "Twilio weigert de inloggegevens: controleer de Account SID en het Auth Token.",
  "21211": "Het telefoonnummer is ongeldig: controleer het nummer van de medewerker.",
  "21610": "De ontvanger heeft zich afgemeld (STOP): je kunt geen berichten meer sturen tot die START stuurt.",
  "21617": "Het bericht is te lang voor WhatsApp.",
  "21656": "De variabelen van de template kloppen niet met de template bij Twilio.",
  "30003": "Het nummer is niet bereikbaar (telefoon uit of buiten bereik).",
  "30005": "Het nummer bestaat niet of is niet meer in gebruik.",
  "30006": "Het nummer kan geen WhatsApp ontvangen (bijvoorbeeld een vast nummer).",
  "30008": "Onbekende fout bij de provider: probeer het later opnieuw.",
  "63003": "Dit nummer heeft geen WhatsApp, of het nummer klopt niet.",
  "63007":
    "Het afzendernummer is niet als WhatsApp-nummer bekend bij Twilio: controleer het in Instellingen → WhatsApp.",
  "63016":
    "Buiten het 24-uursvenster: WhatsApp staat alleen een goedgekeurde template toe. Verstuur een template, of wacht tot de medewerker zelf een bericht stuurt.",
  "63018": "WhatsApp beperkt tijdelijk het aantal berichten van je nummer: probeer het later opnieuw.",
  "63024": "Dit nummer heeft geen WhatsApp, of het nummer klopt niet.",
  "63032": "WhatsApp laat dit bericht niet toe voor deze ontvanger (een beperking van Meta).",
  "63038": "Het dagelijkse berichtenlimiet van je WhatsApp-nummer is bereikt: morgen kan het weer.",
  "63049": "Meta heeft dit bericht niet afgeleverd (een beperking van Meta op marketingberichten).",
  "63112": "Meta heeft je WhatsApp Business-account uitgeschakeld: kijk in de Meta Business Manager waarom.",
};
