import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";

export type StoredMail = { id: string; to: string; from: string; subject: string; text: string; sentAt: string };

const dirOf = (dataDir: string) => path.join(dataDir, "mailbox");

export async function writeDevMail(
  dataDir: string,
  mail: { to: string; from: string; subject: string; text: string },
): Promise<StoredMail> {
  const stored: StoredMail = { id: randomUUID(), sentAt: new Date().toISOString(), ...mail };
  await fs.mkdir(dirOf(dataDir), { recursive: true });
  const file = path.join(dirOf(dataDir), `${Date.now()}-${stored.id}.json`);
  // Written aside and renamed: the mailbox is read by other processes (the page, tests)
  // while the worker process writes, and must never show half a mail.
  await fs.writeFile(`${file}.part`, JSON.stringify(stored, null, 2));
  await fs.rename(`${file}.part`, file);
  return stored;
}

/** Newest first. */
export async function listDevMail(dataDir: string): Promise<StoredMail[]> {
  let names: string[];
  try {
    names = await fs.readdir(dirOf(dataDir));
  } catch {
    return [];
  }
  const mails = await Promise.all(
    names
      .filter((n) => n.endsWith(".json"))
      .map(async (n) => JSON.parse(await fs.readFile(path.join(dirOf(dataDir), n), "utf8")) as StoredMail),
  );
  return mails.sort((a, b) => b.sentAt.localeCompare(a.sentAt));
}
