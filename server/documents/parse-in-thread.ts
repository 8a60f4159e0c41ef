import { Worker } from "node:worker_threads";
import { nl } from "../../common/i18n/nl.ts";

// What one PDF or DOCX may take to read: a handbook or a CAO needs a fraction of either.
export const PARSE_LIMITS = { heapMb: 384, timeoutMs: 60_000 };

type Parsed = { html?: string; lines?: string[]; error?: string };

/**
 * Reads a PDF (its lines) or a DOCX (as HTML) in a worker thread with its own heap limit and a
 * time limit. A crafted file (a zip bomb, a PDF that makes the reader loop over thousands of
 * pages) then fails on its own document with a Dutch message, instead of blocking the job
 * worker's event loop or taking its memory, and with them every organisation's jobs.
 */
export function parseInThread(
  kind: "pdf" | "docx",
  bytes: Buffer,
  limits = PARSE_LIMITS,
): Promise<{ html?: string; lines?: string[] }> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL("./parse-thread.ts", import.meta.url), {
      workerData: { kind, bytes },
      resourceLimits: { maxOldGenerationSizeMb: limits.heapMb, maxYoungGenerationSizeMb: 32 },
      stdout: true,
      stderr: true,
    });
    let settled = false;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      outcome();
    };
    const tooMuch = () => reject(new Error(nl.documents.tooComplex));
    const timer = setTimeout(() => finish(tooMuch), limits.timeoutMs);
    worker.once("message", (parsed: Parsed) =>
      finish(() => (parsed.error ? reject(new Error(parsed.error)) : resolve(parsed))),
    );
    // Past its heap limit the thread is ended (ERR_WORKER_OUT_OF_MEMORY); the process lives on.
    worker.once("error", () => finish(tooMuch));
    worker.once("exit", () => finish(tooMuch));
  });
}
