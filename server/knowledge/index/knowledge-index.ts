import type { AiResponseMode } from "../../../common/faq/faq-modes.ts";
import { tokenize } from "../analysis/normalize.ts";
import { questionWordOf } from "../analysis/question-word.ts";
import { separableVerbs } from "../analysis/separable-verbs.ts";
import { termOf } from "../analysis/term-keys.ts";

export type Field = "question" | "variant" | "answer" | "heading" | "body";

/** One searchable text of a document: an FAQ's question, a phrasing, its answer; a heading or body. */
export type Unit = {
  field: Field;
  text: string;
  /** Every key the text holds, whole words and compound parts, sorted for binary search. */
  keys: Int32Array;
  /** The keys of its words as written (no parts), sorted: how much of the text a question covers. */
  heads: Int32Array;
  /** Key per position, whole words and parts at the same position, for proximity. */
  seqKeys: Int32Array;
  seqPos: Int32Array;
  /**
   * Titles only: character trigrams of its words, for spelling-insensitive likeness. Stop
   * words too: "meer uren" asked is likest the title that says "meer uren", not "gewerkte uren".
   */
  grams: Set<string> | null;
  /** Titles only: the kind of question it asks, by its question word ("when", "how", ...). */
  questionWord: string | null;
};

export type IndexedDoc = {
  kind: "faq" | "passage";
  id: string;
  title: string;
  text: string;
  /** The FAQ's question or the document's title (documentTitle), for citations. */
  source: string;
  units: Unit[];
  requiresVerification: boolean;
  /** FAQs: keys of what the answer leaves to a document ("die staan in het handboek"). */
  deferred: Set<string>;
  responseMode: AiResponseMode;
};

// Passages are quoted as written, never need verification and defer to nothing: the defaults.
export type DocInput = Omit<IndexedDoc, "units" | "requiresVerification" | "responseMode" | "deferred"> &
  Partial<Pick<IndexedDoc, "requiresVerification" | "responseMode" | "deferred">> & {
    texts: Array<{ field: Field; text: string }>;
  };

/** An inverted index over one part of an organisation's knowledge (its FAQs, or its passages). */
export type KnowledgeIndex = {
  docs: IndexedDoc[];
  keyIds: Map<string, number>;
  /** Doc numbers per key id, ascending. */
  postings: number[][];
  /** Words as written, by first letter and length, for typo correction. */
  words: Map<string, string[]>;
};

export function buildIndex(inputs: DocInput[]): KnowledgeIndex {
  const index: KnowledgeIndex = { docs: [], keyIds: new Map(), postings: [], words: new Map() };
  const seenWords = new Set<string>();
  const idOf = (key: string) => {
    let id = index.keyIds.get(key);
    if (id === undefined) {
      id = index.keyIds.size;
      index.keyIds.set(key, id);
      index.postings.push([]);
    }
    return id;
  };
  for (const input of inputs) {
    const docNo = index.docs.length;
    const units = input.texts.map(({ field, text }) => {
      const seqKeys: number[] = [];
      const seqPos: number[] = [];
      const heads = new Set<number>();
      const tokens = tokenize(text);
      tokens.forEach((token, pos) => {
        const term = termOf(token.word);
        if (!term) return;
        const head = idOf(term.key);
        heads.add(head);
        seqKeys.push(head);
        seqPos.push(pos);
        for (const part of term.parts) {
          seqKeys.push(idOf(part));
          seqPos.push(pos);
        }
        if (token.word.length >= 4 && /^[a-z]+$/.test(token.word) && !seenWords.has(token.word)) {
          seenWords.add(token.word);
          const bucket = `${token.word[0]}${token.word.length}`;
          const list = index.words.get(bucket) ?? [];
          list.push(token.word);
          index.words.set(bucket, list);
        }
      });
      // A verb written apart ("vraag je verlof aan") is found as the word it is ("aanvragen").
      for (const { verb, at } of separableVerbs(tokens, () => true)) {
        heads.add(idOf(verb.key));
        seqKeys.push(idOf(verb.key));
        seqPos.push(at);
      }
      const keys = Int32Array.from(new Set(seqKeys)).sort();
      const title = field === "question" || field === "variant" || field === "heading";
      return {
        field,
        text,
        keys,
        heads: Int32Array.from(heads).sort(),
        seqKeys: Int32Array.from(seqKeys),
        seqPos: Int32Array.from(seqPos),
        grams: title ? trigramsOf(tokens.map((t) => t.word)) : null,
        questionWord: title ? questionWordOf(text) : null,
      };
    });
    const all = new Set<number>();
    for (const unit of units) for (const k of unit.keys) all.add(k);
    for (const k of all) index.postings[k].push(docNo);
    const { texts: _texts, ...doc } = input;
    index.docs.push({ requiresVerification: false, responseMode: "exact", deferred: new Set(), ...doc, units });
  }
  return index;
}

export function unitHas(unit: Unit, keyId: number | undefined): boolean {
  return sortedHas(unit.keys, keyId);
}

/** Whether a unit holds the key as a word of its own, not only as part of a compound. */
export function unitHasWhole(unit: Unit, keyId: number | undefined): boolean {
  return sortedHas(unit.heads, keyId);
}

function sortedHas(keys: Int32Array, keyId: number | undefined): boolean {
  if (keyId === undefined) return false;
  let lo = 0;
  let hi = keys.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (keys[mid] === keyId) return true;
    if (keys[mid] < keyId) lo = mid + 1;
    else hi = mid - 1;
  }
  return false;
}

/** Character trigrams of words, each padded with spaces ("loon" → " lo", "loo", "oon", "on "). */
export function trigramsOf(words: string[]): Set<string> {
  const grams = new Set<string>();
  for (const word of words) {
    const padded = ` ${word} `;
    for (let i = 0; i + 3 <= padded.length; i++) grams.add(padded.slice(i, i + 3));
  }
  return grams;
}

/**
 * The largest share of `grams` (a question's trigrams) that one of the doc's titles holds,
 * each title's share scaled by `trust` (1 unless given).
 */
export function titleLikeness(doc: IndexedDoc, grams: Set<string>, trust?: (unit: Unit) => number): number {
  let best = 0;
  if (!grams.size) return best;
  for (const unit of doc.units) {
    if (!unit.grams) continue;
    let shared = 0;
    for (const g of grams) if (unit.grams.has(g)) shared++;
    best = Math.max(best, (shared / grams.size) * (trust ? trust(unit) : 1));
  }
  return best;
}
