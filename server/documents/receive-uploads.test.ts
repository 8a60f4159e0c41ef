import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { localStorage } from "../integrations/storage/local-storage.ts";
import { receiveUploads } from "./receive-uploads.ts";

const BOUNDARY = "grens";
const part = (name: string, type: string, body: string, field = "files") =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n${body}\r\n`;
const form = (...parts: string[]) => Readable.from([Buffer.from(`${parts.join("")}--${BOUNDARY}--\r\n`)]);
const multipart = { "content-type": `multipart/form-data; boundary=${BOUNDARY}` };

let root: string;
const bucket = () => path.join(root, "storage", "docs");
const storedFiles = () =>
  fs.existsSync(bucket())
    ? fs.readdirSync(bucket(), { recursive: true, withFileTypes: true }).filter((e) => e.isFile())
    : [];
const receive = (body: Readable, headers: Record<string, string> = multipart) =>
  receiveUploads({ headers, body, storage: localStorage(root, "docs"), keyOf: (id, name) => `u/${id}_${name}` });

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "receive-"));
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe("receiveUploads", () => {
  it("stores every file under a key made from its own new id, in the order sent", async () => {
    const files = await receive(form(part("a.md", "text/markdown", "# A"), part("a.md", "text/plain", "# B")));
    expect(files.map((f) => [f.filename, f.mimeType, f.size])).toEqual([
      ["a.md", "text/markdown", 3],
      ["a.md", "text/plain", 3],
    ]);
    expect(files[0].id).not.toBe(files[1].id);
    for (const f of files) expect(f.key).toBe(`u/${f.id}_a.md`);
    expect(files.map((f) => fs.readFileSync(path.join(bucket(), f.key), "utf8"))).toEqual(["# A", "# B"]);
  });

  it("refuses a wrong file type by its name and type, removing what the request stored before it", async () => {
    const attempt = receive(
      form(part("goed.md", "text/markdown", "# Goed"), part("cv.doc", "application/msword", "\xD0\xCF")),
    );
    await expect(attempt).rejects.toMatchObject({
      status: 400,
      title: "Ongeldig bestandstype",
      description: "cv.doc: Alleen PDF, DOCX, TXT, CSV, HTML en MD bestanden zijn toegestaan",
    });
    expect(storedFiles()).toEqual([]);
  });

  it("refuses a body without files, and one that is not a form, with the upload's own title", async () => {
    const refused = { status: 400, code: "invalid_input", title: "Upload mislukt" };
    await expect(receive(form())).rejects.toMatchObject(refused);
    await expect(receive(form(part("a.md", "text/markdown", "# A", "iets")))).rejects.toMatchObject(refused);
    await expect(
      receive(Readable.from([Buffer.from("{}")]), { "content-type": "application/json" }),
    ).rejects.toMatchObject(refused);
  });

  it("refuses a form that ends half-way and keeps nothing", async () => {
    const cut = Readable.from([Buffer.from(part("a.md", "text/markdown", "# A").slice(0, -10))]);
    await expect(receive(cut)).rejects.toMatchObject({ status: 400, title: "Upload mislukt" });
    expect(storedFiles()).toEqual([]);
  });
});
