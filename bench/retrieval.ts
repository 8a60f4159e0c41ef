// Retrieval latency: 10k passages + 1k FAQs in one organisation among 20 (the others hold
// 2k passages + 200 FAQs each). Baseline (same run): a naive ILIKE '%word%' search.
import { randomUUID } from "node:crypto";
import { sql as raw } from "kysely";
import { connectDb, connectSql } from "../server/db/connect.ts";
import { unitVector } from "../server/integrations/embeddings/create-embedder.ts";
import { findAnswer } from "../server/knowledge/answer/find-answer.ts";
import { loadKnowledge } from "../server/knowledge/index/load-knowledge.ts";
import { searchKnowledge } from "../server/knowledge/search-knowledge.ts";
import { vectorToBytes } from "../server/knowledge/vectors/vector-codec.ts";
import { startApp } from "../tests/support/start-app.ts";
import { signUpUser } from "../tests/support/zero-client.ts";
import { ms, summarize } from "./stats.ts";

const words = (
  "verlof vakantie vakantiedagen ziekte ziekmelding salaris loonstrook overwerk toeslag rooster dienst " +
  "contract proeftijd opzegtermijn pensioen reiskosten kilometer vergoeding declaratie thuiswerken laptop " +
  "bedrijfsarts verzuim zwangerschap ouderschapsverlof bijzonder verhuizing bruiloft begrafenis feestdag " +
  "nachtdienst weekend pauze werktijden cao functie beoordeling opleiding cursus leidinggevende afdeling " +
  "medewerker uitzendkracht flexwerker oproepkracht loon uurloon vakantiegeld eindejaarsuitkering bonus"
).split(" ");
const filler = "de het een van in op met voor bij naar over als je wordt kan moet heeft zijn".split(" ");

let seed = 42;
const rand = () => {
  seed = (seed * 1103515245 + 12345) % 2 ** 31;
  return seed / 2 ** 31;
};
const pick = <T>(xs: T[]) => xs[Math.floor(rand() * xs.length)];
const sentence = (n: number) =>
  Array.from({ length: n }, (_, i) => (i % 3 === 0 ? pick(words) : pick(filler))).join(" ");

async function fill(db: ReturnType<typeof connectDb>, orgId: string, userId: string, passages: number, faqs: number) {
  const docs = Math.ceil(passages / 100);
  for (let d = 0; d < docs; d++) {
    const docId = randomUUID();
    await db
      .insertInto("documents")
      .values({
        id: docId,
        organization_id: orgId,
        user_id: userId,
        filename: `handboek-${d}.md`,
        file_path: `${userId}/bench-${d}.md`,
        mime_type: "text/markdown",
        size_bytes: 0,
        processing_status: "completed",
        processing_error: null,
        passage_count: 100,
        created_at: new Date(),
        updated_at: new Date(),
      })
      .execute();
    await db
      .insertInto("document_passages")
      .values(
        Array.from({ length: 100 }, (_, i) => ({
          document_id: docId,
          organization_id: orgId,
          position: i,
          heading: `${pick(words)} ${pick(words)}`,
          content: sentence(120),
        })),
      )
      .execute();
  }
  await db
    .insertInto("faqs")
    .values(
      Array.from({ length: faqs }, () => ({
        id: randomUUID(),
        organization_id: orgId,
        question: `Hoe zit het met ${pick(words)} en ${pick(words)}?`,
        answer: sentence(40),
        created_at: new Date(),
        updated_at: new Date(),
      })),
    )
    .execute();
}

/** 20 organisations; the first holds 10k passages + 1k FAQs. Returns their ids. */
export async function seedCorpus(
  appUrl: string,
  sqlc: ReturnType<typeof connectSql>,
  db: ReturnType<typeof connectDb>,
) {
  const user = await signUpUser(appUrl, "bench-retrieval@voorbeeld.nl", "Bench");
  const orgs = [
    (await sqlc`select organization_id from organization_members where user_id = ${user.userId}`)[0]
      .organization_id as string,
  ];
  for (let i = 1; i < 20; i++) {
    const id = randomUUID();
    await sqlc`insert into organizations (id, name) values (${id}, ${`Organisatie ${i}`})`;
    orgs.push(id);
  }
  await fill(db, orgs[0], user.userId, 10_000, 1_000);
  for (const org of orgs.slice(1)) await fill(db, org, user.userId, 2_000, 200);
  await sqlc`analyze`;
  return orgs;
}

export async function run() {
  const app = await startApp();
  const sqlc = connectSql(app.databaseUrl, { max: 4 });
  const db = connectDb(sqlc);
  try {
    const orgs = await seedCorpus(app.url, sqlc, db);
    // Let zero-cache finish replicating the seeded FAQs before measuring.
    await new Promise((r) => setTimeout(r, 15_000));

    const questions = Array.from({ length: 200 }, () => `Hoeveel ${pick(words)} krijg ik bij ${pick(words)}?`);
    // The first question builds the organisation's in-memory index (then kept per process).
    const cold = performance.now();
    await searchKnowledge(db, orgs[0], questions[0]);
    const build = performance.now() - cold;
    for (const q of questions.slice(0, 20)) await searchKnowledge(db, orgs[0], q);
    const product: number[] = [];
    for (const q of questions) {
      const t0 = performance.now();
      await searchKnowledge(db, orgs[0], q);
      product.push(performance.now() - t0);
    }
    const baseline: number[] = [];
    for (const q of questions) {
      const terms = q.toLowerCase().match(/[a-z]{4,}/g) ?? [];
      const t0 = performance.now();
      const like = raw.join(
        terms.map((t) => raw`content ilike ${`%${t}%`}`),
        raw` or `,
      );
      const likeQ = raw.join(
        terms.map((t) => raw`(question || ' ' || answer) ilike ${`%${t}%`}`),
        raw` or `,
      );
      await Promise.all([
        raw`select id from document_passages where organization_id = ${orgs[0]} and (${like}) limit 5`.execute(db),
        raw`select id from faqs where organization_id = ${orgs[0]} and is_active and (${likeQ}) limit 5`.execute(db),
      ]);
      baseline.push(performance.now() - t0);
    }
    const p = summarize(product);
    const b = summarize(baseline);
    console.log("\nretrieval (10k passages + 1k FAQs in 1 of 20 organisations, 48k passages in all; 200 questions)");
    console.log(`  first question (builds the index) ${ms(build)}`);
    console.log(`  searchKnowledge (index + scorer) p50 ${ms(p.p50)}  p95 ${ms(p.p95)}  p99 ${ms(p.p99)}`);
    console.log(`  naive ILIKE baseline (unranked) p50 ${ms(b.p50)}  p95 ${ms(b.p95)}  p99 ${ms(b.p99)}`);
    console.log(`  ratio p95 product/baseline = ${(p.p95 / b.p95).toFixed(2)}`);
    for (const dimensions of [1536, 512]) {
      const v = await withVectors(db, orgs[0], questions, dimensions);
      console.log(
        `  with embeddings (${dimensions} dims, brute-force cosine, RRF) p50 ${ms(v.p50)}  p95 ${ms(v.p95)}  p99 ${ms(v.p99)}`,
      );
      console.log(`  ratio p95 with ${dimensions}-dim embeddings/without = ${(v.p95 / p.p95).toFixed(2)}`);
    }
  } finally {
    await db.destroy();
    await app.stop();
  }
}

const randomVector = (dimensions: number) => unitVector(Array.from({ length: dimensions }, () => rand() - 0.5));

/** Retrieval with a vector per FAQ and passage stored (random: speed, not meaning, is measured here). */
async function withVectors(db: ReturnType<typeof connectDb>, orgId: string, questions: string[], dimensions: number) {
  const model = `bench-embeddings@${dimensions}`;
  const knowledge = await loadKnowledge(db, orgId);
  const docs = [...knowledge.faqs.docs, ...knowledge.passages.docs];
  for (let i = 0; i < docs.length; i += 500)
    await db
      .insertInto("system.knowledge_embeddings")
      .values(
        docs.slice(i, i + 500).map((d) => ({
          organization_id: orgId,
          model,
          kind: d.kind,
          source_id: d.id,
          content_hash: "bench",
          vector: vectorToBytes(randomVector(dimensions)),
        })),
      )
      .execute();
  await raw`update system.knowledge_versions set embeddings = embeddings + 1 where organization_id = ${orgId}`.execute(
    db,
  );
  const times: number[] = [];
  for (const [i, q] of questions.entries()) {
    const queryVector = randomVector(dimensions);
    const t0 = performance.now();
    findAnswer(await loadKnowledge(db, orgId, model), q, undefined, queryVector);
    if (i >= 5) times.push(performance.now() - t0);
  }
  return summarize(times);
}
