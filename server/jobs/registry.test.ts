import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import type { JobDefinition } from "./define-job.ts";
import { jobs } from "./registry.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));
const registered = new Set<string>(jobs.map((j) => j.name));
const SCANNED = ["server", "migrations", "common"];

function sources(dir: string): { file: string; text: string }[] {
  return readdirSync(path.join(root, dir), { recursive: true, encoding: "utf8" })
    .filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts"))
    .map((f) => path.join(dir, f))
    .map((file) => ({ file, text: readFileSync(path.join(root, file), "utf8") }));
}

// SQL inside a template literal quotes as '...', inside a migration's quoted function body as ''...''.
const QUOTED = "'{1,2}([a-z0-9_]+)'{1,2}";
const patterns = [
  // TypeScript: enqueueJob(db, "name", ...)
  { kind: "enqueue", re: /enqueueJob\(\s*[^,()]+,\s*["'\x60]([a-z0-9_]+)["'\x60]/g },
  // SQL: graphile_worker.add_job('name', ...)
  { kind: "enqueue", re: new RegExp(String.raw`add_job\(\s*${QUOTED}`, "g") },
  // SQL: row('name', ...)::graphile_worker.job_spec, the jobs of one graphile_worker.add_jobs
  { kind: "enqueue", re: new RegExp(String.raw`row\(\s*${QUOTED}[^;]*?::graphile_worker\.job_spec`, "g") },
  // SQL: jobs looked up by their task's name
  { kind: "lookup", re: new RegExp(String.raw`identifier\s*=\s*${QUOTED}`, "g") },
] as const;

/** Every job name enqueued (or looked up) in the given files, with where. */
function namedJobs(files: { file: string; text: string }[]) {
  return files.flatMap(({ file, text }) =>
    patterns.flatMap(({ kind, re }) => [...text.matchAll(re)].map((m) => ({ file, kind, name: m[1] }))),
  );
}

/**
 * The keys of the JSON payload an SQL enqueue builds right after the job's name
 * (`json_build_object('messageId', m.id, ...)`), or null when it builds none there.
 */
function sqlPayloadKeys(text: string, from: number): string[] | null {
  const start = text.slice(from, from + 40).search(/json_build_object\(/);
  if (start < 0) return null;
  let i = from + start + "json_build_object(".length;
  const args: string[] = [];
  let depth = 0;
  let current = "";
  for (; i < text.length; i++) {
    const ch = text[i];
    if (ch === "(") depth++;
    if (ch === ")" && depth-- === 0) break;
    if (ch === "," && depth === 0) {
      args.push(current.trim());
      current = "";
    } else current += ch;
  }
  args.push(current.trim());
  return args.filter((_, n) => n % 2 === 0).map((key) => key.replace(/^'+|'+$/g, ""));
}

/** Every SQL enqueue that builds its payload in place, with the payload's keys. */
function sqlPayloads(files: { file: string; text: string }[]) {
  return files.flatMap(({ file, text }) =>
    patterns
      .filter((p) => p.kind === "enqueue" && !p.re.source.startsWith("enqueueJob"))
      .flatMap(({ re }) =>
        [...text.matchAll(re)].flatMap((m) => {
          const keys = sqlPayloadKeys(text, (m.index ?? 0) + m[0].indexOf(m[1]) + m[1].length);
          return keys ? [{ file, name: m[1], keys }] : [];
        }),
      ),
  );
}

/** Places that enqueue at all, so an enqueue the patterns cannot read is not skipped silently. */
function enqueueSites(files: { file: string; text: string }[]) {
  return files.flatMap(({ file, text }) => {
    if (file === path.join("server", "jobs", "enqueue-job.ts")) return [];
    return [...text.matchAll(/enqueueJob\(|add_jobs?\(/g)].map(() => file);
  });
}

describe("job registry", () => {
  it("has unique names, each with a payload schema and a handler", () => {
    expect(jobs.length).toBeGreaterThan(0);
    expect(registered.size).toBe(jobs.length);
    for (const job of jobs) {
      expect(job.name, job.name).toMatch(/^[a-z][a-z0-9_]*$/);
      expect(job.payload, job.name).toBeInstanceOf(z.ZodType);
      expect(typeof job.handler, job.name).toBe("function");
    }
  });

  // common/ too: a Zero mutator's server pass can enqueue in its own SQL (the inbox's
  // hand-back answers the waiting message that way), and a misspelt name there would leave
  // the job to fail in the worker, unseen.
  for (const dir of SCANNED) {
    it(`knows every job ${dir}/ enqueues`, () => {
      const files = sources(dir);
      const named = namedJobs(files);
      const unknown = named.filter((n) => !registered.has(n.name));
      expect(unknown).toEqual([]);
      // Every enqueue is one the patterns above read (an add_jobs call reads as its job_spec rows).
      const sites = enqueueSites(files);
      const read = named.filter((n) => n.kind === "enqueue");
      expect(read.length, `enqueues in ${sites.join(", ")}`).toBeGreaterThanOrEqual(sites.length);
    });
  }

  // SQL enqueues bypass enqueueJob's payload type: a misspelt key ('messageID') would only
  // show when the job runs and its schema refuses the payload, after the write committed.
  it("builds every SQL payload with the keys of its job's schema", () => {
    const payloads = sqlPayloads(SCANNED.flatMap(sources));
    expect(payloads.map((p) => p.name)).toContain("answer_whatsapp_message");
    const wrong = payloads.flatMap(({ file, name, keys }) => {
      const job = jobs.find((j) => j.name === name);
      const shape = (job?.payload as z.ZodObject | undefined)?.shape;
      if (!shape) return [`${file}: ${name} has no object payload`];
      const required = Object.keys(shape).filter((key) => !shape[key].safeParse(undefined).success);
      const unknown = keys.filter((key) => !(key in shape));
      const missing = required.filter((key) => !keys.includes(key));
      return unknown.length || missing.length
        ? [`${file}: ${name} unknown [${unknown.join(", ")}] missing [${missing.join(", ")}]`]
        : [];
    });
    expect(wrong).toEqual([]);
  });

  it("reads an SQL payload's keys", () => {
    const text =
      "select graphile_worker.add_job('answer_whatsapp_message',\n json_build_object('messageID', coalesce(a, b), 'conversationId', c), max_attempts := 8)";
    expect(sqlPayloads([{ file: "a.ts", text }])).toEqual([
      { file: "a.ts", name: "answer_whatsapp_message", keys: ["messageID", "conversationId"] },
    ]);
  });

  it("catches an unregistered name and an enqueue it cannot read", () => {
    const files = [
      { file: "a.ts", text: `await enqueueJob(trx, "send_emial", { to });` },
      { file: "b.ts", text: "perform graphile_worker.add_job(''nightly_report'', '{}'::json);" },
      { file: "c.ts", text: "select graphile_worker.add_job($1::text, $2::json)" },
    ];
    expect(namedJobs(files).map((n) => n.name)).toEqual(["send_emial", "nightly_report"]);
    expect(enqueueSites(files)).toHaveLength(3);
  });

  it("reads the enqueues that exist today; the rest the worker starts on its schedule", () => {
    const names = new Set(namedJobs(SCANNED.flatMap(sources)).map((n) => n.name));
    for (const job of jobs as readonly JobDefinition[]) if (job.cron) names.add(job.name);
    expect([...names].sort()).toEqual([...registered].sort());
  });

  it("reads the enqueue in the inbox's hand-back mutator, which runs its own SQL", () => {
    const inCommon = namedJobs(sources("common"));
    expect(inCommon).toContainEqual({
      file: path.join("common", "zero", "mutators", "answer-waiting-message.ts"),
      kind: "enqueue",
      name: "answer_whatsapp_message",
    });
  });
});
