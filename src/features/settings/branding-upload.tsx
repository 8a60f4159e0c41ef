import { ImageUpIcon, Trash2Icon } from "lucide-react";
import { useId, useRef, useState } from "react";
import { toast } from "sonner";
import { BRANDING_FILE_RULES, type BrandingFileKind } from "../../../common/branding/branding-files.ts";
import { nl } from "../../../common/i18n/nl.ts";
import { Button } from "../../components/ui/button.tsx";
import { Label } from "../../components/ui/label.tsx";
import { Spinner } from "../../components/ui/spinner.tsx";
import { errorOf } from "../../lib/api-client.ts";

const t = nl.branding;

/** Sends one logo or favicon as the request body; the server reads its type from its bytes. */
async function send(organizationId: string, kind: BrandingFileKind, file: File | null) {
  const res = await fetch(`/api/branding/${kind}`, {
    method: file ? "POST" : "DELETE",
    headers: {
      "x-organization-id": organizationId,
      ...(file ? { "content-type": file.type || "application/octet-stream" } : {}),
    },
    body: file ?? undefined,
  });
  if (!res.ok) throw errorOf(res.status, await res.text(), file ? t.uploadFailed : t.removeFailed);
}

/** The logo or favicon: what is there now, choose a file (sent at once), or remove it. */
export function BrandingUpload(props: {
  organizationId: string;
  kind: BrandingFileKind;
  url: string | null;
  disabled: boolean;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const rule = BRANDING_FILE_RULES[props.kind];
  const run = async (file: File | null) => {
    // Checked here too, so a wrong file is refused before it is sent.
    if (file && file.size > rule.maxBytes) {
      toast.error(t.uploadFailed, { description: t.tooLarge[props.kind] });
      return;
    }
    setBusy(true);
    try {
      await send(props.organizationId, props.kind, file);
      toast.success(file ? t.uploaded : t.removed);
    } catch (err) {
      const title = file ? t.uploadFailed : t.removeFailed;
      toast.error(title, { description: err instanceof Error ? err.message : undefined });
    } finally {
      setBusy(false);
      if (input.current) input.current.value = "";
    }
  };
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{t[props.kind]}</Label>
      <div className="flex flex-wrap items-center gap-3">
        <div className="flex size-14 items-center justify-center rounded-md border bg-muted/40">
          {props.url ? (
            <img src={props.url} alt={t[props.kind]} className="max-h-12 max-w-12 object-contain" />
          ) : (
            <ImageUpIcon className="size-5 text-muted-foreground" aria-hidden />
          )}
        </div>
        <input
          ref={input}
          id={id}
          type="file"
          className="sr-only"
          accept={props.kind === "logo" ? "image/png,image/svg+xml,image/jpeg" : "image/png,image/x-icon,image/jpeg"}
          disabled={props.disabled || busy}
          onChange={(e) => void run(e.target.files?.[0] ?? null)}
        />
        <Button
          type="button"
          variant="outline"
          disabled={props.disabled || busy}
          onClick={() => input.current?.click()}
        >
          {busy ? <Spinner /> : <ImageUpIcon aria-hidden />} {t.choose}
        </Button>
        {props.url && (
          <Button
            type="button"
            variant="ghost"
            disabled={props.disabled || busy}
            aria-label={`${t[props.kind]}: ${t.remove}`}
            onClick={() => void run(null)}
          >
            <Trash2Icon aria-hidden /> {t.remove}
          </Button>
        )}
      </div>
      <p className="text-xs text-muted-foreground">{props.kind === "logo" ? t.logoHint : t.faviconHint}</p>
    </div>
  );
}
