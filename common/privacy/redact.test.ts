import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { holdsIdentifier, redact, redactCounting } from "./redact.ts";

const BSN = "[BSN verwijderd]";
const IBAN = "[IBAN verwijderd]";
const DOC = "[documentnummer verwijderd]";

describe("redact", () => {
  it.each([
    ["Mijn BSN is 111222333.", `Mijn BSN is ${BSN}.`],
    ["bsn 111.222.333 graag", `bsn ${BSN} graag`],
    ["bsn 111 222 333", `bsn ${BSN}`],
    ["bsn 111-222-333", `bsn ${BSN}`],
    ["nr.111222333", `nr.${BSN}`],
    ["BSN-111222333", `BSN-${BSN}`],
    ["BSN:111222333, klopt dat?", `BSN:${BSN}, klopt dat?`],
    ["(111222333)", `(${BSN})`],
    ["bsn111222333", `bsn${BSN}`],
    ["eerst 111222333 en dan 123456782", `eerst ${BSN} en dan ${BSN}`],
    // As passports and ID cards print it.
    ["BSN 1112.22.333", `BSN ${BSN}`],
    ["mijn BSN is 1112 22 333", `mijn BSN is ${BSN}`],
    // Two spaces, no-break spaces from a PDF, one group per line, other groupings, other digits.
    ["mijn bsn is 123  456  782", `mijn bsn is ${BSN}`],
    ["bsn 123\u00A0456\u00A0782", `bsn ${BSN}`],
    ["Mijn BSN:\n123\n456\n782", `Mijn BSN:\n${BSN}`],
    ["bsn 12 34 56 782", `bsn ${BSN}`],
    ["bsn 123–456–782 ok", `bsn ${BSN} ok`],
    ["bsn １２３４５６７８２", `bsn ${BSN}`],
    ["bsn 123\u200B456782", `bsn ${BSN}`],
    ["bsn 111 222 333 en 12 uur", `bsn ${BSN} en 12 uur`],
    // A "+" before it makes no phone number of it (fast-check found this one).
    ["+0  111222333 ", `+0  ${BSN} `],
    // Nor a country code and a wide gap: phone numbers have one character between groups.
    ["+1  111222333", `+1  ${BSN}`],
    ["+31 6  111222333", `+31 6  ${BSN}`],
  ])("removes a BSN: %s", (input, output) => {
    expect(redact(input)).toBe(output);
  });

  it.each([
    ["IBAN NL91ABNA0417164300 graag", `IBAN ${IBAN} graag`],
    ["NL91 ABNA 0417 1643 00.", `${IBAN}.`],
    ["nl91 abna 0417 1643 00", IBAN],
    ["NL91-ABNA-0417-1643-00", IBAN],
    ["NL91.ABNA.0417.1643.00", IBAN],
    ["BE68 5390 0754 7034 en mijn salaris", `${IBAN} en mijn salaris`],
    ["BE68539007547034 graag", `${IBAN} graag`],
    ["BE68539007547034graag", `${IBAN}graag`],
    ["rekening:DE89370400440532013000!", `rekening:${IBAN}!`],
    ["GB29 NWBK 6016 1331 9268 19 en FR14 2004 1010 0505 0001 3M02 606", `${IBAN} en ${IBAN}`],
    ["NL91ABNA0417164300 en BSN 111222333", `${IBAN} en BSN ${BSN}`],
    ["mijn iban is NL 91 ABNA 0417 1643 00", `mijn iban is ${IBAN}`],
    ["rekening:  NL91  ABNA  0417  1643  00", `rekening:  ${IBAN}`],
    // A Polish account number without its country code, as Poles write it.
    ["moje konto 61 1090 1014 0000 0712 1981 2874", `moje konto ${IBAN}`],
    ["61109010140000071219812874.", `${IBAN}.`],
    ["IBAN NL91 ABNA\n0417 1643 00", `IBAN ${IBAN}`],
    ["rekening NL91\u00A0ABNA\u00A00417\u00A01643\u00A000", `rekening ${IBAN}`],
    ["NL91   ABNA   0417   1643   00", IBAN],
    ["1NL91ABNA0417164300", `1${IBAN}`],
    ["NL91/ABNA/0417/1643/00", IBAN],
  ])("removes an IBAN: %s", (input, output) => {
    expect(redact(input)).toBe(output);
  });

  it.each([
    "Ordernummer 123456789",
    "Bel 0612345678 of +31612345678",
    "NL91ABNA0417164301",
    "BE68 5390 0754 7035 en mijn salaris",
    "postcode 1234 AB, huisnummer 12",
    "1111222333 is te lang voor een BSN",
    "ik werk 32 uur, van 9 tot 5",
    "61 1090 1014 0000 0712 1981 2875",
    "NL 91 ABNA 0417 1643 01",
    "1112.22.334",
    "06 12 34 56 78",
    // Phone numbers whose last nine digits pass the 11-proef by chance (612345609 does);
    // "+31 111222333" is a number in Zierikzee (0111).
    "+31 111222333",
    "bel me op +31 6 12345609",
    "bel 0031 6 12345609",
    "bel +31612345609",
    "van 9 tot 17 uur, 3 dagen",
    "om 12:30 op 12-03-2026",
  ])("keeps what is no BSN or IBAN: %s", (input) => {
    expect(redact(input)).toBe(input);
  });

  it("never leaves a valid BSN in any text around it", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), fc.string({ maxLength: 20 }), (before, after) => {
        const out = redact(`${before.replace(/\d$/, "")} 111222333 ${after.replace(/^\d/, "")}`);
        expect(out).not.toContain("111222333");
      }),
    );
  });

  it.each([
    ["Mijn paspoortnummer is NX1234567", `Mijn paspoortnummer is ${DOC}`],
    ["paspoort: nx1234567.", `paspoort: ${DOC}.`],
    ["ID-kaart IXF3K8L22, geldig tot 2030", `ID-kaart ${DOC}, geldig tot 2030`],
    ["identiteitskaart nummer SPECI2014", `identiteitskaart nummer ${DOC}`],
    ["Documentnummer: AB12CD345", `Documentnummer: ${DOC}`],
    ["NX1234567 is het nummer van mijn paspoort", `${DOC} is het nummer van mijn paspoort`],
    ["mijn id is NX1234567 en bsn 111222333", `mijn id is ${DOC} en bsn ${BSN}`],
  ])("removes a passport or ID-card number near a word that says so: %s", (input, output) => {
    expect(redact(input)).toBe(output);
  });

  it.each([
    // The same shape without a cue: order numbers, product codes, shift codes.
    "Ordernummer PO1234567 is verzonden",
    "artikel SK1234567 is op",
    "dienst VR0800170 in het dc",
    // With a cue, but no document number: postcodes, an O (never used), too short or long.
    "paspoort kwijt, postcode 1234 AB",
    "paspoort NO1234567",
    "paspoort NX123456",
    "paspoort NX12345678",
    "paspoort NX123456A",
  ])("keeps what is no passport or ID-card number: %s", (input) => {
    expect(redact(input)).toBe(input);
  });

  it("removes every well-formed document number after 'paspoort', whatever surrounds it", () => {
    const letter = fc.constantFrom(..."ABCDEFGHIJKLMNPQRSTUVWXYZ");
    const digit = fc.constantFrom(..."0123456789");
    const number = fc
      .tuple(
        fc.array(letter, { minLength: 2, maxLength: 2 }),
        fc.array(fc.oneof(letter, digit), { minLength: 6, maxLength: 6 }),
        digit,
      )
      .map(([a, b, c]) => a.join("") + b.join("") + c);
    fc.assert(
      fc.property(number, fc.string({ maxLength: 20 }), (doc, after) => {
        const out = redact(`paspoort ${doc} ${after}`);
        expect(out).not.toContain(doc);
      }),
    );
  });

  it("counts what it removed, and says whether a text holds any", () => {
    const text = "Jan Jansen, BSN 111222333, IBAN NL91 ABNA 0417 1643 00, paspoort NX1234567";
    expect(redactCounting(text)).toEqual({ text: `Jan Jansen, BSN ${BSN}, IBAN ${IBAN}, paspoort ${DOC}`, removed: 3 });
    expect(redactCounting("geen nummers hier")).toEqual({ text: "geen nummers hier", removed: 0 });
    expect(holdsIdentifier("mijn iban is NL91ABNA0417164300")).toBe(true);
    expect(holdsIdentifier("ik werk 32 uur")).toBe(false);
  });

  it("leaves a handbook's sentences and phone numbers whole", () => {
    // Every line of a 30,000-line handbook like this once lost a word to a "GT…" IBAN one time in a hundred.
    const lines = Array.from(
      { length: 3_000 },
      (_, i) => `Wie op zondag werkt krijgt ${i} minuten pauze en een toeslag van 50 procent.`,
    );
    for (const line of lines) expect(redactCounting(line)).toEqual({ text: line, removed: 0 });
    expect(redactCounting("de 12 weken loon en een toeslag voor de nacht").removed).toBe(0);
    // International numbers as the Dutch write them: never a BSN, whatever nine digits follow the country code.
    for (let n = 1_000_000; n < 1_000_400; n++) {
      const digits = String(n).slice(1);
      const phone = `Bel HR op +31 20 ${digits.slice(0, 3)} ${digits.slice(3)}.`;
      expect(redactCounting(phone).removed).toBe(0);
    }
    // What it is for still goes, also glued to a word in capitals.
    expect(redact("rekeningNL91ABNA0417164300")).toBe(`rekening${IBAN}`);
    expect(redact("bsn 111 222 333")).toBe(`bsn ${BSN}`);
  });
});
