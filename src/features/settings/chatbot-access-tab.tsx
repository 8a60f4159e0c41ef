import { toast } from "sonner";
import { nl } from "../../../common/i18n/nl.ts";
import { mutators } from "../../../common/zero/mutators.ts";
import { SwitchRow } from "../../components/ui/switch-row.tsx";
import { useMutate } from "../../zero/use-mutate.ts";
import { useCurrentOrganization } from "../organizations/current-organization.tsx";
import { SettingsCard } from "./settings-card.tsx";

const t = nl.privacy;
const kinds = [
  ["employees", t.chatbotEmployees, t.chatbotEmployeesHint],
  ["jobs", t.chatbotJobs, t.chatbotJobsHint],
  ["shifts", t.chatbotShifts, t.chatbotShiftsHint],
] as const;

/**
 * Each switch saves at once. The switch moves before the server answers (Zero applies the
 * change locally first) and moves back by itself when the server refuses it.
 */
export function ChatbotAccessTab() {
  const { organization, isAdmin } = useCurrentOrganization();
  const mutate = useMutate();
  if (!organization) return null;
  const access = organization.chatbot_data_access;

  const toggle = async (kind: (typeof kinds)[number][0], on: boolean) => {
    const res = await mutate(
      mutators.organization.updateChatbotDataAccess({ id: organization.id, ...access, [kind]: on, now: Date.now() }),
    );
    if (res.ok) toast.success(t.chatbotSaved);
    else toast.error(nl.settings.saveFailed, { description: res.message || t.unknownError });
  };

  return (
    <SettingsCard title={t.chatbotTitle} description={t.chatbotDescription}>
      {!isAdmin && <p className="text-sm text-muted-foreground">{nl.settings.adminsOnlyEdit}</p>}
      <p className="rounded-md border bg-muted/40 p-3 text-sm">
        {t.chatbotAlwaysVisible(organization.verification_required)}
      </p>
      {kinds.map(([kind, label, hint]) => (
        <SwitchRow
          key={kind}
          label={label}
          hint={hint}
          checked={access[kind]}
          disabled={!isAdmin}
          onCheckedChange={(on) => void toggle(kind, on)}
        />
      ))}
    </SettingsCard>
  );
}
