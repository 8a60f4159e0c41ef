import { nl } from "../../common/i18n/nl.ts";
import { DocumentError } from "./document-error.ts";
import { docxPartsFit } from "./docx-parts-fit.ts";

/**
 * A Word document (DOCX) as HTML, by mammoth: headings stay h1–h6 (by their Word style),
 * lists stay lists and tables tables, so the HTML reader keeps the document's structure.
 * Images are left out: only text answers a question.
 */
export async function docxHtml(bytes: Buffer): Promise<string> {
  const fit = docxPartsFit(bytes);
  if (fit !== "fits")
    throw new DocumentError(fit === "too-large" ? nl.documents.docxTooLarge : nl.documents.docxUnreadable);
  // Loaded when a DOCX comes (~12 MB), like the PDF reader.
  const { default: mammoth } = await import("mammoth");
  try {
    const result = await mammoth.convertToHtml(
      { buffer: bytes },
      { convertImage: mammoth.images.imgElement(async () => ({ src: "" })) },
    );
    return result.value;
  } catch {
    throw new DocumentError(nl.documents.docxUnreadable);
  }
}
