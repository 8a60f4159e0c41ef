import { nl } from "../../../common/i18n/nl.ts";
import { ApiError, type ApiRequest, api, call } from "../../lib/api-client.ts";

async function run(request: ApiRequest): Promise<{ ok: boolean; message: string }> {
  try {
    await call(request, nl.common.genericError);
    return { ok: true, message: "" };
  } catch (err) {
    return { ok: false, message: err instanceof ApiError ? err.title : nl.common.genericError };
  }
}

// A document's routes find its organisation themselves; no header needed.
export const deleteDocument = (id: string) => run(api.documents()[":id"].$delete({ param: { id } }));
export const reprocessDocument = (id: string) => run(api.documents()[":id"].process.$post({ param: { id } }));
export const setDocumentAnswers = (id: string, allowed: boolean) =>
  run(api.documents()[":id"].answers.$put({ param: { id }, json: { allowed } }));
