import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Owner, type Stack, startStack } from "../support/stack.ts";
import { eventually } from "../support/zero-client.ts";

// Uploads are streamed: the caller is checked before the body is read, the file goes to
// disk while it arrives (never whole into memory), the 50 MB limit is counted on the way,
// and every file is stored under its own document's id.
let app: Stack;
let owner: Owner;
let outsider: Owner;

const MB = 1024 * 1024;
const BOUNDARY = "----upload-test-boundary";
const partHead = (name: string, type: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="files"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`;
const closing = `\r\n--${BOUNDARY}--\r\n`;

/**
 * A multipart upload over node:http, written piece by piece as a browser sends a large
 * file: `send` writes more of the body, `end` finishes it; `reply` settles when the server
 * answers (possibly before the body is complete).
 */
function openUpload(headers: Record<string, string>) {
  const req = http.request(`${app.url}/api/documents`, {
    method: "POST",
    headers: { origin: app.url, "content-type": `multipart/form-data; boundary=${BOUNDARY}`, ...headers },
  });
  const reply = new Promise<{ status: number; body: any }>((resolve, reject) => {
    req.on("response", (res) => {
      let text = "";
      res.on("data", (c) => {
        text += c;
      });
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body: text ? JSON.parse(text) : null }));
    });
    // The server may close while the client still sends: the answer counts, not the pipe.
    req.on("error", (err: NodeJS.ErrnoException) => {
      if (err.code !== "EPIPE" && err.code !== "ECONNRESET") reject(err);
    });
  });
  const send = (chunk: string | Buffer) =>
    new Promise<void>((resolve) => {
      if (req.write(chunk)) resolve();
      else req.once("drain", resolve);
    });
  return { req, reply, send, end: (chunk?: string) => req.end(chunk) };
}

const asOwner = (user: Owner, org: string) => ({ cookie: user.cookie, "x-organization-id": org });
const storageDir = () => path.join(app.dataDir, "storage", "documents");
const incomingFiles = () => {
  const dir = path.join(storageDir(), ".incoming");
  return fs.existsSync(dir) ? fs.readdirSync(dir).map((f) => fs.statSync(path.join(dir, f)).size) : [];
};
// The owner's own: the stack is shared, and a file before this one may still be removing its documents.
const documentCount = async () =>
  (await app.sql`select count(*)::int as n from documents where organization_id = ${owner.org}`)[0].n as number;

beforeAll(async () => {
  app = await startStack();
  [owner, outsider] = await Promise.all([
    app.signUpOwner("upload@a.nl", "Ursula Upload"),
    app.signUpOwner("vreemd@b.nl", "Victor Vreemd"),
  ]);
});
afterAll(() => app?.stop());

describe("streamed document uploads", () => {
  it("writes the file to disk while it arrives, then stores it under its document's id", async () => {
    const upload = openUpload(asOwner(owner, owner.org));
    const line = "Medewerkers bouwen per maand verlof op volgens de cao.\n";
    const chunk = line.repeat(Math.ceil(MB / line.length));
    await upload.send(partHead("groot handboek.md", "text/markdown"));
    await upload.send("# Handboek\n\n");
    for (let i = 0; i < 8; i++) await upload.send(chunk);
    // Half-way through the request, most of what was sent is already on disk.
    const onDisk = await eventually(() => incomingFiles().find((size) => size >= 6 * MB), 20_000);
    expect(onDisk).toBeGreaterThanOrEqual(6 * MB);
    for (let i = 0; i < 8; i++) await upload.send(chunk);
    upload.end(closing);
    const { status, body } = await upload.reply;
    expect(status).toBe(201);
    const id = body.documents[0].id as string;
    const [row] = await app.sql`select filename, file_path, size_bytes::int from documents where id = ${id}`;
    const size = Buffer.byteLength("# Handboek\n\n") + 16 * Buffer.byteLength(chunk);
    expect(row).toEqual({
      filename: "groot handboek.md",
      file_path: `${owner.userId}/${id}_groot_handboek.md`,
      size_bytes: size,
    });
    expect(fs.statSync(path.join(storageDir(), row.file_path)).size).toBe(size);
    expect(incomingFiles()).toEqual([]);
  });

  it("refuses a file over 50 MB while it streams, with the Dutch size error, and keeps nothing", async () => {
    const before = await documentCount();
    // No declared length (chunked, as a client streaming a file does): counted on the way.
    const upload = openUpload({ ...asOwner(owner, owner.org), "transfer-encoding": "chunked" });
    await upload.send(partHead("te-groot.txt", "text/plain"));
    const chunk = Buffer.alloc(MB, "a");
    let sent = 0;
    let answered = false;
    void upload.reply.then(() => {
      answered = true;
    });
    // The cap only ends a loop the server never answered; socket buffers let the client run a
    // few MB ahead of what the server has counted, more so under load.
    while (!answered && sent < 64 * MB) {
      await Promise.race([upload.send(chunk), upload.reply]);
      sent += MB;
    }
    upload.req.destroy();
    expect(await upload.reply).toEqual({
      status: 413,
      body: { error: { code: "too_large", title: "Bestand te groot", description: "Maximum bestandsgrootte is 50MB" } },
    });
    expect(sent).toBeLessThan(64 * MB);
    expect(await documentCount()).toBe(before);
    await eventually(() => incomingFiles().length === 0, 5_000);
    const own = path.join(storageDir(), owner.userId);
    const kept = fs.existsSync(own) ? fs.readdirSync(own) : [];
    expect(kept.filter((f) => f.includes("te-groot"))).toEqual([]);
  });

  it("answers a stranger before reading the body: no session, or another organisation", async () => {
    // Declared far over the limit: the missing session decides, not the size.
    const anonymous = openUpload({ "x-organization-id": owner.org, "content-length": String(200 * MB) });
    await anonymous.send(partHead("x.md", "text/markdown"));
    const refused = await anonymous.reply;
    anonymous.req.destroy();
    expect(refused.status).toBe(401);
    expect(refused.body.error.code).toBe("unauthenticated");

    // A member of another organisation gets the answer while the body is still open.
    const stranger = openUpload({ ...asOwner(outsider, owner.org), "transfer-encoding": "chunked" });
    await stranger.send(partHead("x.md", "text/markdown"));
    await stranger.send("# Niet van jou\n");
    expect((await stranger.reply).status).toBe(404);
    stranger.req.destroy();
    expect(incomingFiles()).toEqual([]);
  });

  it("keeps nothing of an upload the client breaks off half-way", async () => {
    const before = await documentCount();
    const upload = openUpload(asOwner(owner, owner.org));
    await upload.send(partHead("afgebroken.txt", "text/plain"));
    await upload.send(Buffer.alloc(2 * MB, "b"));
    await eventually(() => incomingFiles().length > 0, 10_000);
    upload.req.destroy();
    await eventually(() => incomingFiles().length === 0, 10_000);
    expect(await documentCount()).toBe(before);
  });

  it("keeps a Dutch file name with diacritics as it was sent", async () => {
    const res = await app.upload(
      owner,
      owner.org,
      "Verlofregeling Zoë & Daniël.md",
      "# Verlof\n\nTekst.\n",
      "text/markdown",
    );
    expect(res.status).toBe(201);
    const [row] = await app.sql`select filename from documents where id = ${res.body.documents?.[0].id as string}`;
    expect(row.filename).toBe("Verlofregeling Zoë & Daniël.md");
  });
});

describe("same-named files", () => {
  it("uploads of one file name at the same moment are numbered versions; the last one replaces the others", async () => {
    const contents = Array.from({ length: 6 }, (_, i) => `# Rooster ${i}\n\nPloeg ${i} begint om ${i + 6}:00 uur.\n`);
    const replies = await Promise.all(
      contents.map((text) => app.upload(owner, owner.org, "rooster.md", text, "text/markdown")),
    );
    expect(replies.map((r) => r.status)).toEqual(contents.map(() => 201));
    const uploaded = replies.map((r) => (r.body as { documents: Array<{ id: string; version: number }> }).documents[0]);
    // Each gets a number of its own, however they race.
    expect(uploaded.map((d) => d.version).sort()).toEqual([1, 2, 3, 4, 5, 6]);
    const last = uploaded.findIndex((d) => d.version === 6);
    const fileOf = (id: string) => path.join(storageDir(), `${owner.userId}/${id}_rooster.md`);

    // However the runs finish, the last upload is what stays, processed from its own content.
    const left = await eventually(async () => {
      const rows = await app.sql`select id, preview, processing_status from documents
        where organization_id = ${owner.org} and filename = 'rooster.md'`;
      return rows.length === 1 && rows[0].processing_status === "completed" ? rows : undefined;
    }, 30_000);
    expect(left.map((r) => r.id)).toEqual([uploaded[last].id]);
    expect(left[0].preview).toBe(`Ploeg ${last} begint om ${last + 6}:00 uur.`);
    expect(fs.readFileSync(fileOf(uploaded[last].id), "utf8")).toBe(contents[last]);
    for (const d of uploaded) if (d.version < 6) await eventually(async () => !fs.existsSync(fileOf(d.id)), 5_000);
  });
});
