import { CheckCircle2Icon } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { verificationRecord } from "../../../../common/email/domain-verification.ts";
import { nl } from "../../../../common/i18n/nl.ts";
import { Button } from "../../../components/ui/button.tsx";
import { api, call } from "../../../lib/api-client.ts";

const t = nl.settings;

/**
 * Under the domain field: whether mail goes out from the saved domain, and until it does,
 * the TXT record to add and 'Domein verifiëren'. The status follows the organisation's row
 * live, so another admin's verification shows here too.
 */
export function EmailDomainStatus(props: {
  organizationId: string;
  savedDomain: string | null;
  typedDomain: string;
  token: string;
  verified: boolean;
}) {
  const [busy, setBusy] = useState(false);
  const typed = props.typedDomain.trim().toLowerCase();
  if (!typed) return null;
  if (typed !== props.savedDomain) return <p className="text-xs text-muted-foreground">{t.domainSaveFirst}</p>;
  if (props.verified)
    return (
      <p className="flex items-center gap-1.5 text-xs text-green-700 dark:text-green-400">
        <CheckCircle2Icon className="size-4" aria-hidden /> {t.domainVerified}
      </p>
    );

  const record = verificationRecord(typed, props.token);
  const verify = async () => {
    setBusy(true);
    try {
      const { verified } = await call(api.emailDomain(props.organizationId).verify.$post(), t.domainVerifyFailed);
      if (verified) toast.success(t.domainVerifiedToast, { description: t.domainVerifiedToastDescription(typed) });
      else toast.error(t.domainVerifyFailed, { description: t.domainNotFound });
    } catch (err) {
      toast.error(t.domainVerifyFailed, { description: (err as Error).message });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="space-y-2 rounded-md border border-dashed p-3 text-xs" data-testid="email-domain-record">
      <p className="text-muted-foreground">{t.domainUnverified}</p>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1">
        <dt className="text-muted-foreground">{t.domainRecordName}</dt>
        <dd className="select-all break-all font-mono">{record.name}</dd>
        <dt className="text-muted-foreground">{t.domainRecordValue}</dt>
        <dd className="select-all break-all font-mono">{record.value}</dd>
      </dl>
      <Button type="button" variant="outline" size="sm" onClick={() => void verify()} disabled={busy}>
        {t.domainVerify}
      </Button>
    </div>
  );
}
