import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { listDevMail, writeDevMail } from "./dev-mailbox.ts";

describe("dev mailbox", () => {
  it("keeps messages under DATA_DIR and lists them newest first", async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), "mailbox-"));
    expect(await listDevMail(dir)).toEqual([]);
    await writeDevMail(dir, { to: "a@x.nl", from: "f@x.nl", subject: "een", text: "1" });
    await new Promise((r) => setTimeout(r, 5));
    await writeDevMail(dir, { to: "b@x.nl", from: "f@x.nl", subject: "twee", text: "2" });
    const mails = await listDevMail(dir);
    expect(mails.map((m) => m.subject)).toEqual(["twee", "een"]);
    expect(mails[0].to).toBe("b@x.nl");
  });

  it("never lists a mail that is still being written", async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), "mailbox-"));
    await writeDevMail(dir, { to: "a@x.nl", from: "f@x.nl", subject: "een", text: "1" });
    // What a writer in another process leaves while it writes: a partial file beside the mails.
    await fs.writeFile(path.join(dir, "mailbox", "123-abc.json.part"), '{"id": "123-abc", "to": "b@');
    expect((await listDevMail(dir)).map((m) => m.subject)).toEqual(["een"]);
  });
});
