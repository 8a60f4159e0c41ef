import { sql } from "kysely";
import { documentTitle } from "../../../common/documents/document-title.ts";
import type { Db } from "../../db/connect.ts";
import { buildThesaurus, type Thesaurus } from "../analysis/thesaurus.ts";
import { answerableDocument } from "../answerable-document.ts";
import { loadVectors, type VectorIndex } from "../vectors/load-vectors.ts";
import { faqInput } from "./faq-input.ts";
import { buildIndex, type KnowledgeIndex } from "./knowledge-index.ts";
import { passageInput } from "./passage-input.ts";

export type Knowledge = {
  faqs: KnowledgeIndex;
  passages: KnowledgeIndex;
  thesaurus: Thesaurus;
  /** The stored vectors of the configured embeddings model, or null without one. */
  vectors: VectorIndex | null;
};

type Versions = { faqs: string; documents: string; synonyms: string; embeddings: string };
type Entry = { versions: Versions; knowledge: Promise<Knowledge> };

// Each app and worker process keeps the indexes of the organisations it answered for
// recently; a change anywhere bumps system.knowledge_versions (triggers), which every
// question reads first, so an edit applies to the next question in every process.
const MAX_ORGANIZATIONS = 50;
const cache = new Map<string, Entry>();

/** An organisation's knowledge; `embeddingModel` (when an embeddings API is configured) adds its vectors. */
export async function loadKnowledge(db: Db, organizationId: string, embeddingModel?: string): Promise<Knowledge> {
  const row = await db
    .selectFrom("system.knowledge_versions")
    .select(["faqs", "documents", "synonyms", "embeddings"])
    .where("organization_id", "=", organizationId)
    .executeTakeFirst();
  const versions: Versions = {
    faqs: String(row?.faqs ?? 0),
    documents: String(row?.documents ?? 0),
    synonyms: String(row?.synonyms ?? 0),
    embeddings: embeddingModel ? `${embeddingModel}:${row?.embeddings ?? 0}` : "",
  };
  const cached = cache.get(organizationId);
  cache.delete(organizationId);
  let knowledge: Promise<Knowledge>;
  if (cached && sameVersions(cached.versions, versions)) knowledge = cached.knowledge;
  else {
    const previous = cached ? await cached.knowledge.catch(() => null) : null;
    const same = (part: keyof Versions) => previous !== null && cached?.versions[part] === versions[part];
    knowledge = (async () => {
      const faqs = previous && same("faqs") ? previous.faqs : await loadFaqs(db, organizationId);
      const passages = previous && same("documents") ? previous.passages : await loadPassages(db, organizationId);
      const thesaurus = previous && same("synonyms") ? previous.thesaurus : await loadThesaurus(db, organizationId);
      // Vectors are aligned with the documents, so either changing reloads them.
      const vectors = !embeddingModel
        ? null
        : previous?.vectors && same("embeddings") && same("faqs") && same("documents")
          ? previous.vectors
          : await loadVectors(db, organizationId, embeddingModel, { faqs, passages });
      return { faqs, passages, thesaurus, vectors };
    })();
    knowledge.catch(() => cache.delete(organizationId));
  }
  cache.set(organizationId, { versions, knowledge });
  if (cache.size > MAX_ORGANIZATIONS) cache.delete(cache.keys().next().value as string);
  return knowledge;
}

function sameVersions(a: Versions, b: Versions) {
  return a.faqs === b.faqs && a.documents === b.documents && a.synonyms === b.synonyms && a.embeddings === b.embeddings;
}

async function loadFaqs(db: Db, organizationId: string) {
  const rows = await db
    .selectFrom("faqs")
    .select(["id", "question", "answer", "alternative_questions", "requires_verification", "ai_response_mode"])
    .where("organization_id", "=", organizationId)
    .where("is_active", "=", true)
    // A fixed order: candidates that score alike keep their order, so the same question gets
    // the same answer however Postgres happens to return rows after an edit.
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  return buildIndex(rows.map(faqInput));
}

async function loadPassages(db: Db, organizationId: string) {
  const { rows } = await sql<{ id: string; title: string; text: string; source: string }>`
    select p.id::text as id, p.heading as title, p.content as text, d.filename as source
    from (select *, row_number() over (partition by document_id order by id) as n
          from document_passages where organization_id = ${organizationId}) p
    join documents d on d.id = p.document_id
    -- A document's answering passages are its first passage_count, by id: all of them once
    -- completed, and while it is processed again the earlier run's, until the new run
    -- replaces them in one commit (a first run has none yet, so it answers all at once).
    where d.processing_status <> 'failed' and p.n <= d.passage_count
      -- 'Bevat persoonsgegevens' (a staff list, or numbers were removed): only once an admin allowed it.
      and ${answerableDocument("d")}
      -- Of one name only the newest processed version answers (a newer one replaces the
      -- older when it completes; this covers names uploaded twice before versions existed).
      and not exists (select 1 from documents n where n.organization_id = d.organization_id
        and document_title_key(n.filename) = document_title_key(d.filename) and n.version > d.version
        and n.processing_status = 'completed')
    order by d.created_at, p.document_id, p.position`.execute(db);
  return buildIndex(rows.map((r) => passageInput({ ...r, source: documentTitle(r.source) })));
}

async function loadThesaurus(db: Db, organizationId: string) {
  const own = await db
    .selectFrom("assistant_synonyms")
    .select(["term", "synonyms"])
    .where("organization_id", "=", organizationId)
    .orderBy("term")
    .execute();
  return buildThesaurus(own);
}
