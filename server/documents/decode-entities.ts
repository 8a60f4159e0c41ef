import { decodeHTML } from "entities";

/**
 * HTML character references to text: every named entity HTML knows (Word writes
 * "&ndash;", "&eacute;", "&shy;" …), via the `entities` package. Numeric references are
 * read here because one beyond Unicode (&#99999999;) or a lone surrogate half is no
 * character: it stays as written instead of turning into a replacement character.
 */
export function decodeEntities(s: string): string {
  return s.replace(/&(#x?[0-9a-f]+|[a-z][a-z0-9]*);?/gi, (m, e: string) => {
    if (e[0] !== "#") return decodeHTML(m);
    const code = e[1].toLowerCase() === "x" ? Number.parseInt(e.slice(2), 16) : Number.parseInt(e.slice(1), 10);
    const character = Number.isInteger(code) && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff);
    return character && m.endsWith(";") ? String.fromCodePoint(code) : m;
  });
}

/** Soft hyphens (U+00AD) only mark where a word may break: they are no part of the text. */
export const withoutSoftHyphens = (s: string) => s.replace(/\u00AD/g, "");
