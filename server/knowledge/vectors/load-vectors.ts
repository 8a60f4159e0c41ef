import type { Db } from "../../db/connect.ts";
import type { KnowledgeIndex } from "../index/knowledge-index.ts";
import { matrixOf, type VectorMatrix } from "./nearest.ts";
import { bytesToVector } from "./vector-codec.ts";

/** Stored vectors aligned with each index's documents (an empty row where none is stored yet). */
export type VectorIndex = { model: string; faqs: VectorMatrix; passages: VectorMatrix };

export async function loadVectors(
  db: Db,
  organizationId: string,
  model: string,
  indexes: { faqs: KnowledgeIndex; passages: KnowledgeIndex },
): Promise<VectorIndex> {
  const rows = await db
    .selectFrom("system.knowledge_embeddings")
    .select(["kind", "source_id", "vector"])
    .where("organization_id", "=", organizationId)
    .where("model", "=", model)
    .execute();
  const byKey = new Map(rows.map((r) => [`${r.kind}:${r.source_id}`, r.vector]));
  const align = (index: KnowledgeIndex) =>
    matrixOf(
      index.docs.map((doc) => {
        const bytes = byKey.get(`${doc.kind}:${doc.id}`);
        return bytes ? bytesToVector(bytes) : null;
      }),
    );
  return { model, faqs: align(indexes.faqs), passages: align(indexes.passages) };
}
