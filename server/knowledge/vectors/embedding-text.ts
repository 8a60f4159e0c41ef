import { createHash } from "node:crypto";
import type { IndexedDoc } from "../index/knowledge-index.ts";

/** What is embedded for a document: an FAQ's question, phrasings and answer; a passage's heading and body. */
export const embeddingTextOf = (doc: IndexedDoc) =>
  doc.units
    .map((u) => u.text.trim())
    .filter(Boolean)
    .join("\n");

/** Identifies the text a stored vector was made from, so only changed knowledge is embedded again. */
export const contentHashOf = (text: string) => createHash("sha256").update(text).digest("base64url").slice(0, 32);
