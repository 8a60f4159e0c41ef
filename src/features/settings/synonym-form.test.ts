import { describe, expect, it } from "vitest";
import { parseSynonymForm, synonymFieldsFrom, synonymSaveErrors } from "./synonym-form.ts";

const entries = [{ id: "a", term: "Rooster" }];

describe("synonym form", () => {
  it("turns the comma list into synonyms, tidied", () => {
    expect(parseSynonymForm({ term: " loon ", synonyms: "salaris,  betaling , Salaris" }, entries, null)).toEqual({
      ok: true,
      term: "loon",
      synonyms: ["salaris", "betaling"],
    });
  });

  it("gives a Dutch message per field", () => {
    expect(parseSynonymForm({ term: "", synonyms: "" }, entries, null)).toEqual({
      ok: false,
      errors: { term: "Vul een term in.", synonyms: "Vul minstens één synoniem in." },
    });
    expect(parseSynonymForm({ term: "loon", synonyms: "LOON, salaris" }, entries, null)).toEqual({
      ok: false,
      errors: { synonyms: "Een synoniem kan niet gelijk zijn aan de term." },
    });
  });

  it("refuses a term the organisation already has, except the entry being edited", () => {
    expect(parseSynonymForm({ term: " rooster", synonyms: "planning" }, entries, null)).toEqual({
      ok: false,
      errors: { term: "Deze term bestaat al." },
    });
    expect(parseSynonymForm({ term: "rooster", synonyms: "planning" }, entries, "a")).toMatchObject({ ok: true });
  });

  it("puts a refused duplicate at the term, from the mutator or from the database", () => {
    expect(synonymSaveErrors("Deze term bestaat al.")).toEqual({ term: "Deze term bestaat al." });
    expect(
      synonymSaveErrors('duplicate key value violates unique constraint "assistant_synonyms_org_term_idx"'),
    ).toEqual({ term: "Deze term bestaat al." });
    expect(synonymSaveErrors("Niet gevonden of geen toegang")).toBeNull();
  });

  it("shows a stored entry as form text", () => {
    expect(synonymFieldsFrom({ term: "rooster", synonyms: ["planning", "diensten"] })).toEqual({
      term: "rooster",
      synonyms: "planning, diensten",
    });
  });

  it("says at the field that a synonym holding an IBAN or BSN is not saved", () => {
    expect(parseSynonymForm({ term: "rekening", synonyms: "NL91 ABNA 0417 1643 00" }, entries, null)).toEqual({
      ok: false,
      errors: {
        synonyms: "Dit lijkt een BSN, IBAN of paspoort- of ID-kaartnummer. Zet geen persoonsnummers in een synoniem.",
      },
    });
  });
});
