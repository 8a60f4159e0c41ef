// The worker thread parseInThread starts: reads one PDF (to lines) or DOCX (to HTML) and
// posts the result back, or the error's message (already Dutch where it is ours).
import { parentPort, workerData } from "node:worker_threads";
import { docxHtml } from "./docx-html.ts";
import { pdfLines } from "./pdf-lines.ts";

const { kind, bytes } = workerData as { kind: "pdf" | "docx"; bytes: Uint8Array };
try {
  if (kind === "docx") parentPort?.postMessage({ html: await docxHtml(Buffer.from(bytes)) });
  else {
    const lines: string[] = [];
    for await (const line of pdfLines(bytes)) lines.push(line);
    parentPort?.postMessage({ lines });
  }
} catch (err) {
  parentPort?.postMessage({ error: err instanceof Error ? err.message : String(err) });
}
