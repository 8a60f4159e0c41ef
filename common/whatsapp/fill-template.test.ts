import { describe, expect, it } from "vitest";
import { fillTemplate, placeholdersOf } from "./fill-template.ts";

describe("fillTemplate", () => {
  const reminder = {
    body: "Hoi {{1}}, je rooster bij {{2}} staat klaar.",
    variables: { "1": "first_name", "2": "organization_name" },
  } as const;

  it("fills each variable from the employee and gives the text as they read it", () => {
    expect(
      fillTemplate(reminder, { first_name: " Sanne ", last_name: "de Vries", organization_name: "Bakkerij Bol" }),
    ).toEqual({
      ok: true,
      text: "Hoi Sanne, je rooster bij Bakkerij Bol staat klaar.",
      contentVariables: { "1": "Sanne", "2": "Bakkerij Bol" },
    });
  });

  it("refuses a template whose variables cannot all be filled, naming what is missing", () => {
    expect(fillTemplate(reminder, { organization_name: "Bakkerij Bol" })).toEqual({
      ok: false,
      missing: ["first_name"],
    });
    expect(fillTemplate(reminder, { first_name: "  ", organization_name: "Bakkerij Bol" })).toEqual({
      ok: false,
      missing: ["first_name"],
    });
  });

  it("needs nothing for a template without variables", () => {
    expect(fillTemplate({ body: null, variables: {} }, {})).toEqual({ ok: true, text: null, contentVariables: null });
    expect(fillTemplate({ body: "Welkom terug!", variables: {} }, {})).toEqual({
      ok: true,
      text: "Welkom terug!",
      contentVariables: null,
    });
  });

  it("finds the numbered variables a text uses", () => {
    expect(placeholdersOf("{{2}} en {{1}}, nog eens {{ 1 }}; {{x}} telt niet")).toEqual(["1", "2"]);
  });
});
