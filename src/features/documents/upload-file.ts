/** Uploads one file with progress (fetch has no upload progress; XHR does). */
export function uploadFile(
  file: File,
  organizationId: string,
  onProgress: (fraction: number) => void,
): Promise<{ ok: true } | { ok: false; title?: string; description?: string }> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", "/api/documents");
    xhr.setRequestHeader("x-organization-id", organizationId);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        resolve({ ok: true });
        return;
      }
      try {
        const body = JSON.parse(xhr.responseText) as { error?: { title?: string; description?: string } };
        resolve({ ok: false, ...body.error });
      } catch {
        resolve({ ok: false });
      }
    };
    xhr.onerror = () => resolve({ ok: false });
    const form = new FormData();
    form.append("files", file);
    xhr.send(form);
  });
}
