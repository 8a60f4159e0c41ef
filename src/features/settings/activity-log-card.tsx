import { useQuery } from "@rocicorp/zero/react";
import { useId, useMemo, useState } from "react";
import { nl } from "../../../common/i18n/nl.ts";
import { activityDetailText } from "../../../common/privacy/activity-detail-text.ts";
import { ACTIVITY_KINDS, type ActivityKind } from "../../../common/zero/activity.ts";
import { ACTIVITY_MAX_ROWS } from "../../../common/zero/queries/settings.ts";
import { queries } from "../../../common/zero/queries.ts";
import { Button } from "../../components/ui/button.tsx";
import { ChoiceSelect } from "../../components/ui/choice-select.tsx";
import { Label } from "../../components/ui/label.tsx";
import { formatDateTime, relativeTime } from "../../lib/relative-time.ts";
import { HealthActivityDetail } from "./health-activity-detail.tsx";
import { SettingsCard } from "./settings-card.tsx";

const t = nl.privacy;
/** Entries synced at first and added by each 'Meer laden'. */
const PAGE = 100;

/**
 * The organisation's activity log for admins, newest first, live as actions happen. The
 * filter is part of the query, so it finds every entry of a kind, however old.
 */
export function ActivityLogCard({ organizationId }: { organizationId: string }) {
  const [kind, setKind] = useState<ActivityKind | "">("");
  const [limit, setLimit] = useState(PAGE);
  const [entries] = useQuery(queries.activity.ofOrganization({ organizationId, kind: kind || null, limit }));
  const [members] = useQuery(queries.members.ofOrganization({ organizationId }));
  const filterId = useId();
  const names = useMemo(
    () => new Map(members.map((m) => [m.user_id, m.profile?.full_name || m.profile?.email || ""])),
    [members],
  );
  // A full window may have more behind it.
  const more = entries.length >= limit && limit < ACTIVITY_MAX_ROWS;
  return (
    <SettingsCard title={t.activityTitle} description={t.activityDescription}>
      {/* The select is as wide as its longest kind, but never wider than a phone's screen. */}
      <div className="flex min-w-0 flex-wrap items-center gap-2">
        <Label htmlFor={filterId}>{t.activityFilter}</Label>
        <ChoiceSelect
          id={filterId}
          className="w-auto max-w-full"
          value={kind}
          values={ACTIVITY_KINDS}
          label={(k) => t.activityKinds[k]}
          empty={t.activityAll}
          onChange={(k) => {
            setKind(k);
            setLimit(PAGE);
          }}
        />
      </div>
      {entries.length === 0 ? (
        <p className="py-4 text-center text-sm text-muted-foreground">{t.activityEmpty}</p>
      ) : (
        <ul className="divide-y rounded-md border text-sm" data-testid="activity-log">
          {entries.map((e) => (
            <li key={e.id} className="flex flex-wrap items-baseline justify-between gap-2 px-3 py-2">
              <span>
                <span className="font-medium">{t.activityKinds[e.kind as ActivityKind] ?? e.kind}</span>{" "}
                <span className="text-muted-foreground">
                  {t.activityBy((e.actor_user_id && names.get(e.actor_user_id)) || t.someoneRemoved)}
                </span>
                <HealthActivityDetail
                  organizationId={organizationId}
                  kind={e.kind}
                  target={e.target ?? null}
                  details={e.details}
                  names={names}
                />
                {activityDetailText(e.kind, e.details) && (
                  <span className="block text-xs text-muted-foreground" data-testid="activity-detail">
                    {activityDetailText(e.kind, e.details)}
                  </span>
                )}
              </span>
              <time className="text-xs text-muted-foreground" title={formatDateTime(e.created_at)}>
                {relativeTime(e.created_at)}
              </time>
            </li>
          ))}
        </ul>
      )}
      {more && (
        <Button variant="outline" size="sm" className="self-start" onClick={() => setLimit((n) => n + PAGE)}>
          {t.activityMore}
        </Button>
      )}
    </SettingsCard>
  );
}
