import type { InferResponseType } from "hono/client";
import { nl } from "../../../common/i18n/nl.ts";
import { api, errorOf } from "../../lib/api-client.ts";

// An upload of which no byte moved for this long has stalled (a dropped Wi-Fi).
const STALL_MS = 60_000;

const upload = api.documents().index;
/** What the route answers on success (typed from the server's route). */
export type Uploaded = InferResponseType<typeof upload.$post, 201>;

const parsed = (text: string): Uploaded | null => {
  try {
    return JSON.parse(text) as Uploaded;
  } catch {
    return null;
  }
};

/**
 * Uploads one file with progress (fetch has no upload progress; XHR does, so this call
 * takes its URL and reply type from the typed client instead of going through it).
 */
export function uploadFile(
  file: File,
  organizationId: string,
  onProgress: (fraction: number) => void,
): Promise<{ ok: true; uploaded: Uploaded | null } | { ok: false; title?: string; description?: string }> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", upload.$url().href);
    xhr.setRequestHeader("x-organization-id", organizationId);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        resolve({ ok: true, uploaded: parsed(xhr.responseText) });
        return;
      }
      const error = errorOf(xhr.status, xhr.responseText, "");
      resolve(error.generic ? { ok: false } : { ok: false, title: error.title, description: error.description });
    };
    // The connection dropped or stalled: say so, and that trying again later will do.
    const lost = () => resolve({ ok: false, description: nl.documents.uploadConnectionLost });
    xhr.onerror = lost;
    xhr.ontimeout = lost;
    xhr.onabort = lost;
    // No byte moved for this long: a connection that stalled gets an answer instead of a frozen bar.
    let lastProgress = Date.now();
    xhr.upload.addEventListener("progress", () => {
      lastProgress = Date.now();
    });
    const stall = setInterval(() => {
      if (xhr.readyState === XMLHttpRequest.DONE) clearInterval(stall);
      else if (Date.now() - lastProgress > STALL_MS && xhr.upload) {
        clearInterval(stall);
        xhr.abort();
      }
    }, 5_000);
    xhr.addEventListener("loadend", () => clearInterval(stall));
    const form = new FormData();
    form.append("files", file);
    xhr.send(form);
  });
}
