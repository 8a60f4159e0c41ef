import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeEmbeddings } from "../../../tests/fakes/llm/fake-embeddings-server.ts";
import { createEmbedder } from "./create-embedder.ts";

// The real openai client against a fake embeddings API on loopback.
describe("createEmbedder", () => {
  let vectors: Awaited<ReturnType<typeof startFakeEmbeddings>>;
  beforeAll(async () => {
    vectors = await startFakeEmbeddings({ concepts: {} });
  });
  afterAll(async () => {
    await vectors?.stop();
  });

  it("never sends a BSN or IBAN to the provider, whatever text it is given", async () => {
    const embedder = createEmbedder({
      EMBEDDINGS_BASE_URL: vectors.baseUrl,
      EMBEDDINGS_API_KEY: "k",
      EMBEDDINGS_MODEL: "e",
      EMBEDDINGS_TIMEOUT_MS: 5000,
      EMBEDDINGS_DIMENSIONS: undefined,
    });
    if (!embedder) throw new Error("no embedder");
    const [v] = await embedder.embed(["mijn bsn is 111222333 en iban NL91ABNA0417164300, wanneer krijg ik loon?"]);
    expect(v.length).toBeGreaterThan(0);
    const sent = JSON.stringify(vectors.requests.at(-1)?.input);
    expect(sent).toContain("wanneer krijg ik loon?");
    expect(sent).not.toMatch(/111222333|NL91ABNA/);
  });
});
