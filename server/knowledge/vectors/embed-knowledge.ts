import { sql } from "kysely";
import type { Db } from "../../db/connect.ts";
import type { Embedder } from "../../integrations/embeddings/create-embedder.ts";
import type { IndexedDoc } from "../index/knowledge-index.ts";
import { loadKnowledge } from "../index/load-knowledge.ts";
import { contentHashOf, embeddingTextOf } from "./embedding-text.ts";
import { vectorToBytes } from "./vector-codec.ts";

// Written in chunks, so a long handbook's progress survives a failed request halfway.
const CHUNK = 256;

const keyOf = (kind: string, id: string) => `${kind}:${id}`;

/**
 * Brings an organisation's stored vectors in line with its FAQs and passages: embeds what
 * is new or changed (by text hash), drops what is gone, and bumps the embeddings version
 * so every process reloads them. Returns how many were embedded and removed.
 */
export async function embedKnowledge(db: Db, embedder: Embedder, organizationId: string) {
  const knowledge = await loadKnowledge(db, organizationId);
  const docs: IndexedDoc[] = [...knowledge.faqs.docs, ...knowledge.passages.docs];
  const stored = await db
    .selectFrom("system.knowledge_embeddings")
    .select(["kind", "source_id", "content_hash"])
    .where("organization_id", "=", organizationId)
    .where("model", "=", embedder.model)
    .execute();
  const storedHash = new Map(stored.map((r) => [keyOf(r.kind, r.source_id), r.content_hash]));
  const wanted = docs.map((doc) => {
    const text = embeddingTextOf(doc);
    return { doc, text, hash: contentHashOf(text) };
  });
  const todo = wanted.filter((w) => storedHash.get(keyOf(w.doc.kind, w.doc.id)) !== w.hash);
  const current = new Set(wanted.map((w) => keyOf(w.doc.kind, w.doc.id)));
  const gone = stored.filter((r) => !current.has(keyOf(r.kind, r.source_id)));

  for (let i = 0; i < todo.length; i += CHUNK) {
    const chunk = todo.slice(i, i + CHUNK);
    const vectors = await embedder.embed(chunk.map((w) => w.text));
    await db
      .insertInto("system.knowledge_embeddings")
      .values(
        chunk.map((w, j) => ({
          organization_id: organizationId,
          model: embedder.model,
          kind: w.doc.kind,
          source_id: w.doc.id,
          content_hash: w.hash,
          vector: vectorToBytes(vectors[j]),
        })),
      )
      .onConflict((oc) =>
        oc.columns(["organization_id", "model", "kind", "source_id"]).doUpdateSet((eb) => ({
          content_hash: eb.ref("excluded.content_hash"),
          vector: eb.ref("excluded.vector"),
        })),
      )
      .execute();
  }
  for (const kind of ["faq", "passage"] as const) {
    const ids = gone.filter((r) => r.kind === kind).map((r) => r.source_id);
    if (!ids.length) continue;
    await db
      .deleteFrom("system.knowledge_embeddings")
      .where("organization_id", "=", organizationId)
      .where("model", "=", embedder.model)
      .where("kind", "=", kind)
      .where("source_id", "in", ids)
      .execute();
  }
  if (todo.length || gone.length) {
    await sql`insert into system.knowledge_versions (organization_id, embeddings) values (${organizationId}, 1)
      on conflict (organization_id) do update set embeddings = system.knowledge_versions.embeddings + 1`.execute(db);
  }
  return { embedded: todo.length, removed: gone.length };
}
