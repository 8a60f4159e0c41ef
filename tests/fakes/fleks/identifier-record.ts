// The record a reviewer built from the names Fleks tenants and payroll systems really use
// for a BSN (fiscaal nummer is the BSN in the Netherlands), an ID document and a bank
// account, plus a note someone typed them into. None of it may survive a sync.
export const SECRETS = {
  sofiNumber: "111222333",
  fiscaalNummer: "123456782",
  ssn: "999999990",
  passportNo: "NX1234567",
  idCardNumber: "IR5678901",
  rekeningNr: "NL91ABNA0417164300",
};

/** What a Fleks employee carries besides its own fields: the secrets, in a note and nested. */
export const IDENTIFIER_FIELDS = {
  ...SECRETS,
  notes: "BSN 111222333, IBAN NL91 ABNA 0417 1643 00",
  details: { payroll: { RekeningNr: "NL91ABNA0417164300", memo: ["sofi 123456782"] } },
};

/**
 * Texts that must be found nowhere after a sync: the secrets, and the IBAN as typed in the
 * note (with its spaces; "0417" alone turned up in a millisecond timestamp).
 */
export const FOUND = [...Object.values(SECRETS), "0417 1643", "NL91 ABNA"];
