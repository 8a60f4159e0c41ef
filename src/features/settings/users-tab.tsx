import { useQuery } from "@rocicorp/zero/react";
import { nl } from "../../../common/i18n/nl.ts";
import { queries } from "../../../common/zero/queries.ts";
import { Badge } from "../../components/ui/badge.tsx";
import { useCurrentOrganization } from "../organizations/current-organization.tsx";
import { SettingsCard } from "./settings-card.tsx";

/** Members of the current organisation; managing them comes with the users issue. */
export function UsersTab() {
  const { organization, isAdmin } = useCurrentOrganization();
  const [members] = useQuery(queries.members.ofOrganization({ organizationId: organization?.id ?? "" }));
  if (!isAdmin) return <p className="text-muted-foreground">{nl.settings.onlyAdmins}</p>;
  return (
    <SettingsCard title={nl.settings.tabs.users}>
      <ul className="divide-y" data-testid="members">
        {members.map((m) => (
          <li key={m.id} className="flex items-center justify-between gap-4 py-3">
            <div className="min-w-0">
              <div className="truncate font-medium">{m.profile?.full_name ?? m.profile?.email}</div>
              <div className="truncate text-sm text-muted-foreground">{m.profile?.email}</div>
            </div>
            <Badge variant={m.role === "member" ? "secondary" : "default"}>{nl.settings.roleLabels[m.role]}</Badge>
          </li>
        ))}
      </ul>
    </SettingsCard>
  );
}
