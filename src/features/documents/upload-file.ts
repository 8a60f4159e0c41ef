import type { InferResponseType } from "hono/client";
import { api, errorOf } from "../../lib/api-client.ts";

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
    xhr.onerror = () => resolve({ ok: false });
    const form = new FormData();
    form.append("files", file);
    xhr.send(form);
  });
}
