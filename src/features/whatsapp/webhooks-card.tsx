import { CopyIcon, ExternalLinkIcon } from "lucide-react";
import { useId } from "react";
import { toast } from "sonner";
import { nl } from "../../../common/i18n/nl.ts";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card.tsx";
import { Input } from "../../components/ui/input.tsx";
import { Label } from "../../components/ui/label.tsx";
import { copyText } from "./copy-text.ts";

const t = nl.whatsapp;
export const TWILIO_CONSOLE_URL = "https://console.twilio.com";

function CopyField({ label, value }: { label: string; value: string }) {
  const id = useId();
  const copy = async () => {
    if (await copyText(value)) toast.success(t.copied);
    else toast.error(t.copyFailed);
  };
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex gap-2">
        <Input id={id} value={value} readOnly className="font-mono text-xs" onFocus={(e) => e.target.select()} />
        <Button type="button" variant="outline" size="icon" onClick={() => void copy()} aria-label={t.copy(label)}>
          <CopyIcon aria-hidden />
        </Button>
      </div>
    </div>
  );
}

/** Inbound webhook and status callback, both the organisation's one endpoint. */
export function WebhooksCard({ webhookUrl }: { webhookUrl: string }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t.webhooksTitle}</CardTitle>
        <CardDescription>{t.webhooksDescription}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <CopyField label={t.inboundWebhook} value={webhookUrl} />
        <CopyField label={t.statusCallback} value={webhookUrl} />
        <Button asChild variant="outline">
          <a href={TWILIO_CONSOLE_URL} target="_blank" rel="noopener noreferrer">
            <ExternalLinkIcon aria-hidden />
            {t.openConsole}
          </a>
        </Button>
      </CardContent>
    </Card>
  );
}
