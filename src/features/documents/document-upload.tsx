import { UploadIcon } from "lucide-react";
import { useId, useRef, useState } from "react";
import { toast } from "sonner";
import { firstRejectedUpload } from "../../../common/documents/upload-rules.ts";
import { nl } from "../../../common/i18n/nl.ts";
import { Button } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { uploadFile } from "./upload-file.ts";

type Progress = { name: string; fraction: number; failed: boolean };

export function DocumentUpload({
  organizationId,
  onUploaded,
}: {
  organizationId: string | null;
  /** The new documents' ids, so the page can say when their processing ends. */
  onUploaded?: (ids: string[]) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const [progress, setProgress] = useState<Progress[]>([]);
  const busy = progress.some((p) => p.fraction < 1 && !p.failed);

  const upload = async (list: FileList | null) => {
    const files = [...(list ?? [])];
    if (input.current) input.current.value = "";
    if (files.length === 0) return;
    if (!organizationId) {
      toast.error(nl.documents.uploadFailed, { description: nl.common.noOrganization });
      return;
    }
    const rejected = firstRejectedUpload(files);
    if (rejected) {
      toast.error(rejected.title, { description: rejected.description });
      return;
    }
    setProgress(files.map((f) => ({ name: f.name, fraction: 0, failed: false })));
    const results = await Promise.all(
      files.map((file, i) =>
        uploadFile(file, organizationId, (fraction) =>
          setProgress((all) => all.map((p, j) => (j === i ? { ...p, fraction } : p))),
        ).then((r) => {
          if (!r.ok) setProgress((all) => all.map((p, j) => (j === i ? { ...p, failed: true } : p)));
          return r;
        }),
      ),
    );
    onUploaded?.(results.flatMap((r) => (r.ok ? (r.uploaded?.documents ?? []).map((d) => d.id) : [])));
    const failed = results.filter((r) => !r.ok);
    const done = results.length - failed.length;
    if (failed.length === results.length) {
      toast.error(failed[0] && !failed[0].ok && failed[0].title ? failed[0].title : nl.documents.uploadFailed, {
        description: failed[0] && !failed[0].ok ? failed[0].description : undefined,
      });
    } else if (failed.length > 0) {
      toast.error(nl.documents.someFailed, { description: nl.documents.someFailedDescription(failed.length) });
    }
    // A file named like one already there is its new version: say that it will replace it.
    const replacing = results.flatMap((r) => (r.ok ? (r.uploaded?.documents ?? []) : [])).filter((d) => d.replaces);
    if (done > 0)
      toast.success(nl.documents.uploaded(done), {
        description: replacing.length
          ? nl.documents.uploadedReplaces(replacing.map((d) => d.filename))
          : nl.documents.uploadedDescription,
      });
    setTimeout(() => setProgress((all) => all.filter((p) => p.failed)), 1500);
  };

  return (
    <Card className="border-dashed p-6">
      <div className="flex flex-wrap items-center gap-4">
        <div className="flex-1">
          <p className="font-medium">{nl.documents.upload}</p>
          <p className="text-sm text-muted-foreground">{nl.documents.uploadHint}</p>
        </div>
        <input
          ref={input}
          id={id}
          type="file"
          multiple
          accept=".pdf,.docx,.txt,.csv,.html,.htm,.md,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document,text/plain,text/csv,text/html,text/markdown"
          className="sr-only"
          // The button below opens it: as a Tab stop of its own it was an invisible second one.
          tabIndex={-1}
          aria-hidden
          onChange={(e) => void upload(e.target.files)}
          aria-label={nl.documents.upload}
        />
        <Button onClick={() => input.current?.click()} unavailable={busy}>
          <UploadIcon aria-hidden /> {nl.documents.upload}
        </Button>
      </div>
      {progress.length > 0 && (
        <ul className="mt-4 space-y-2" aria-live="polite">
          {progress.map((p) => (
            <li key={p.name} className="text-sm">
              <div className="mb-1 flex justify-between">
                <span className="truncate">{p.name}</span>
                <span className="text-muted-foreground">
                  {p.failed ? nl.documents.uploadFailed : `${Math.round(p.fraction * 100)}%`}
                </span>
              </div>
              <div
                className="h-1.5 overflow-hidden rounded-full bg-muted"
                role="progressbar"
                aria-label={p.name}
                aria-valuenow={Math.round(p.fraction * 100)}
                aria-valuemin={0}
                aria-valuemax={100}
              >
                <div
                  className={p.failed ? "h-full bg-destructive" : "h-full bg-primary transition-[width]"}
                  style={{ width: `${p.failed ? 100 : Math.round(p.fraction * 100)}%` }}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
