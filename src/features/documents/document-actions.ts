import { nl } from "../../../common/i18n/nl.ts";

async function call(url: string, method: string): Promise<{ ok: boolean; message: string }> {
  try {
    const res = await fetch(url, { method, credentials: "same-origin" });
    if (res.ok) return { ok: true, message: "" };
    const body = (await res.json().catch(() => ({}))) as { error?: { title?: string } };
    return { ok: false, message: body.error?.title ?? nl.common.genericError };
  } catch {
    return { ok: false, message: nl.common.genericError };
  }
}

export const deleteDocument = (id: string) => call(`/api/documents/${encodeURIComponent(id)}`, "DELETE");
export const reprocessDocument = (id: string) => call(`/api/documents/${encodeURIComponent(id)}/process`, "POST");
