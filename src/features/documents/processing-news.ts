import { nl } from "../../../common/i18n/nl.ts";

type Doc = {
  id: string;
  filename: string;
  processing_status: string;
  processing_error: string | null;
  personal_data?: boolean;
  personal_data_answers?: boolean;
};

/**
 * A document whose processing this user started: `running` once it was seen queued or in
 * progress, `seen` once the synced list had it (an upload's reply comes before its row).
 */
export type Watched = { id: string; running: boolean; seen?: boolean };

/**
 * What to say about the documents this user uploaded or re-processed, now that `docs` changed:
 * the sentences for the ones that finished (done or failed), the names of those that finished
 * marked 'Bevat persoonsgegevens' (kept out of answers: the page warns), and what is still watched. An
 * upload may finish before its reply arrives, so a new upload counts as running from the start;
 * a re-process starts from a finished row, so it counts only once it was seen queued again.
 */
export function processingNews(watched: readonly Watched[], docs: readonly Doc[]) {
  const said: string[] = [];
  const personal: string[] = [];
  const still: Watched[] = [];
  for (const w of watched) {
    const doc = docs.find((d) => d.id === w.id);
    if (!doc) {
      if (!w.seen) still.push(w); // not synced yet; once seen and gone it was deleted: nothing to say
      continue;
    }
    const final = doc.processing_status === "completed" || doc.processing_status === "failed";
    if (!final) still.push({ id: w.id, running: true, seen: true });
    else if (!w.running) still.push({ ...w, seen: true });
    else if (doc.processing_status === "completed") {
      said.push(nl.documents.processedNews(doc.filename));
      if (doc.personal_data && !doc.personal_data_answers) personal.push(doc.filename);
    } else said.push(nl.documents.processingFailedNews(doc.filename, doc.processing_error));
  }
  if (personal.length) said.push(nl.documents.personalDataUploaded(personal));
  return { said, personal, still };
}
