import { useQuery } from "@rocicorp/zero/react";
import { useState } from "react";
import { toast } from "sonner";
import { nl } from "../../../common/i18n/nl.ts";
import { RETENTION_DAYS, type RetentionDays } from "../../../common/privacy/retention.ts";
import { mutators } from "../../../common/zero/mutators.ts";
import { queries } from "../../../common/zero/queries.ts";
import { Button } from "../../components/ui/button.tsx";
import { ConfirmDialog } from "../../components/ui/confirm-dialog.tsx";
import { formatDateTime, relativeTime } from "../../lib/relative-time.ts";
import { useMutate } from "../../zero/use-mutate.ts";
import { useCurrentOrganization } from "../organizations/current-organization.tsx";
import { SettingsCard } from "./settings-card.tsx";

const t = nl.privacy;

/**
 * The retention choice saves on click, a shorter one after a confirmation (tonight's
 * clean-up then deletes what is older, for good); the last clean-up arrives live from the
 * worker.
 */
export function PrivacyTab() {
  const { organization, isAdmin } = useCurrentOrganization();
  const mutate = useMutate();
  const [runs] = useQuery(queries.retentionRuns.latest({ organizationId: organization?.id ?? "" }));
  const [shorter, setShorter] = useState<RetentionDays | null>(null);
  if (!organization) return null;
  const current = organization.log_retention_days as RetentionDays;
  const last = runs[0];

  const save = async (days: RetentionDays) => {
    const res = await mutate(
      mutators.organization.updateRetention({ id: organization.id, log_retention_days: days, now: Date.now() }),
    );
    if (res.ok) toast.success(t.retentionSaved);
    else toast.error(nl.settings.saveFailed, { description: res.message || t.unknownError });
  };
  const choose = (days: RetentionDays) => {
    if (days < current) setShorter(days);
    else if (days > current) void save(days);
  };

  return (
    <SettingsCard title={t.retentionTitle} description={t.retentionDescription}>
      {!isAdmin && <p className="text-sm text-muted-foreground">{nl.settings.adminsOnlyEdit}</p>}
      <fieldset className="flex flex-wrap gap-2" disabled={!isAdmin}>
        <legend className="sr-only">{t.retentionTitle}</legend>
        {RETENTION_DAYS.map((days) => (
          <Button
            key={days}
            type="button"
            variant={days === current ? "default" : "outline"}
            aria-pressed={days === current}
            onClick={() => choose(days)}
          >
            {t.retentionOptions[days]}
          </Button>
        ))}
      </fieldset>
      <ConfirmDialog
        open={shorter !== null}
        onOpenChange={(open) => !open && setShorter(null)}
        title={t.shortenTitle}
        description={t.shortenDescription(shorter ? t.retentionOptions[shorter] : "")}
        confirmLabel={t.shortenConfirm}
        onConfirm={() => {
          if (shorter) void save(shorter);
          setShorter(null);
        }}
      />
      <p className="text-sm">{t.retentionCurrent(t.retentionOptions[current] ?? `${current} dagen`)}</p>
      <p className="text-sm text-muted-foreground" data-testid="retention-last-run">
        {last ? (
          <span title={formatDateTime(last.ran_at)}>
            {t.lastRun(relativeTime(last.ran_at), last.messages_deleted, last.conversations_deleted)}
          </span>
        ) : (
          t.noRunYet
        )}
      </p>
    </SettingsCard>
  );
}
