import { useState } from "react";
import { toast } from "sonner";
import { nl } from "../../../common/i18n/nl.ts";
import type { SyncObject } from "../../../common/integrations/sync-kinds.ts";
import { Button } from "../../components/ui/button.tsx";
import { errorToast, failureText, fleksApi, type PreviewResult } from "./fleks-api.ts";

const t = nl.fleks;

/** 'Voorbeeld laden': one real record before and after the saved mapping, missing required fields marked. */
export function MappingPreview({ organizationId, object }: { organizationId: string; object: SyncObject }) {
  const [preview, setPreview] = useState<{ object: SyncObject; result: PreviewResult } | null>(null);
  const [loading, setLoading] = useState(false);
  const load = async () => {
    setLoading(true);
    try {
      const result = await fleksApi(organizationId).preview(object);
      if ("ok" in result) toast.error(t.previewFailed, { description: failureText(result) });
      else setPreview({ object, result });
    } catch (err) {
      toast.error(...errorToast(err, t.previewFailed, t.connectionFailedFallback));
    } finally {
      setLoading(false);
    }
  };
  const shown = preview?.object === object ? preview.result : null;
  return (
    <div className="space-y-3">
      <Button variant="outline" onClick={() => void load()} disabled={loading}>
        {t.loadPreview}
      </Button>
      {shown && !shown.before && <p className="text-sm text-muted-foreground">{t.previewEmpty}</p>}
      {shown?.before && (
        <div className="space-y-2" data-testid="fleks-preview">
          {shown.missing.length > 0 && (
            <p
              role="alert"
              className="rounded-md border border-destructive/40 bg-destructive/10 p-2 text-sm text-destructive"
            >
              {t.previewMissing(shown.missing.join(", "))}
            </p>
          )}
          <div className="grid gap-3 md:grid-cols-2">
            <RecordView title={t.previewBefore} record={shown.before} missing={[]} />
            <RecordView title={t.previewAfter} record={shown.after ?? {}} missing={shown.missing} />
          </div>
        </div>
      )}
    </div>
  );
}

function RecordView(props: { title: string; record: Record<string, unknown>; missing: string[] }) {
  const keys = [...Object.keys(props.record), ...props.missing.filter((m) => !(m in props.record))];
  return (
    <div className="rounded-md border">
      <p className="border-b bg-muted/50 px-3 py-2 text-sm font-medium">{props.title}</p>
      <dl className="max-h-80 overflow-auto p-3 font-mono text-xs">
        {keys.map((key) => {
          const missing = props.missing.includes(key);
          return (
            <div
              key={key}
              className={missing ? "flex gap-2 rounded bg-destructive/15 text-destructive" : "flex gap-2"}
              data-missing={missing || undefined}
            >
              <dt className="shrink-0 font-semibold">{key}:</dt>
              <dd className="break-all">{missing ? "—" : JSON.stringify(props.record[key])}</dd>
            </div>
          );
        })}
      </dl>
    </div>
  );
}
