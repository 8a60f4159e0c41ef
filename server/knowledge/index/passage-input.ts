import type { DocInput } from "./knowledge-index.ts";

export type PassageRow = { id: string; title: string; text: string; source: string };

/** A document passage as the index reads it: its heading and its text; `source` names the document. */
export function passageInput(r: PassageRow): DocInput {
  return {
    kind: "passage",
    ...r,
    texts: [
      { field: "heading", text: r.title },
      { field: "body", text: r.text },
    ],
  };
}
