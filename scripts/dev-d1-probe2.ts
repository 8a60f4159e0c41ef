import fs from "node:fs";
import { Readable } from "node:stream";
import { countWords } from "../server/documents/count-words.ts";
import { extractPassages } from "../server/documents/extract-passages.ts";
import { personEntries } from "../server/documents/person-entries.ts";

for (const file of process.argv.slice(2)) {
  const kind = file.split(".").pop();
  const buf = fs.readFileSync(file);
  const entries: string[] = [];
  let words = 0;
  for await (const batch of extractPassages(() => Readable.from([buf]), kind as never))
    for (const p of batch) {
      entries.push(...personEntries(p.content));
      words += countWords(p.content);
    }
  console.log(file, words, entries.length, new Set(entries).size, JSON.stringify(entries.slice(0, 20)));
}
