import { useQuery } from "@rocicorp/zero/react";
import { Trash2Icon } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { nl } from "../../../common/i18n/nl.ts";
import { mutators } from "../../../common/zero/mutators.ts";
import { allowedMemberChanges } from "../../../common/zero/owners.ts";
import { queries } from "../../../common/zero/queries.ts";
import type { EffectiveRole, MemberRole, PlatformRole } from "../../../common/zero/roles.ts";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { ChoiceSelect } from "../../components/ui/choice-select.tsx";
import { ConfirmDialog } from "../../components/ui/confirm-dialog.tsx";
import { Spinner } from "../../components/ui/spinner.tsx";
import { type MutateOutcome, useMutate } from "../../zero/use-mutate.ts";
import { useSession } from "../auth/session.tsx";
import { useCurrentOrganization } from "../organizations/current-organization.tsx";
import { DeleteAccountCard } from "./delete-account-card.tsx";
import { InviteCard } from "./invite-card.tsx";
import { HealthAccessSwitch, InboxNotificationsSwitch } from "./member-switches.tsx";
import { SettingsCard } from "./settings-card.tsx";

const t = nl.members;

/**
 * Members of the current organisation, with the role changes and removals the caller may
 * make: the owner rules (common/zero/owners.ts) decide what is offered, as on the server.
 */
export function UsersTab() {
  const { organization, isAdmin, role, platformRole } = useCurrentOrganization();
  const [members, result] = useQuery(queries.members.ofOrganization({ organizationId: organization?.id ?? "" }));
  const mutate = useMutate();
  const session = useSession();
  if (!isAdmin || !role) return <p className="text-muted-foreground">{nl.settings.onlyAdmins}</p>;
  const owners = members.filter((m) => m.role === "owner").length;
  const report = (res: MutateOutcome, done: string) =>
    res.ok ? toast.success(done) : toast.error(nl.common.error, { description: res.message });
  return (
    <>
      {organization && <InviteCard organizationId={organization.id} />}
      <SettingsCard title={nl.settings.tabs.users}>
        {platformRole && (
          <p className="mb-2 flex items-center gap-2 text-sm text-muted-foreground" data-testid="platform-access">
            <PlatformBadge role={platformRole} /> {nl.settings.platformAccess}
          </p>
        )}
        {/* Until complete the owner count is not known, and with it which role changes are allowed. */}
        {result.type !== "complete" ? (
          <div className="flex justify-center py-6">
            <Spinner />
          </div>
        ) : (
          <ul className="divide-y" data-testid="members">
            {members.map((m) => {
              const name = m.profile?.full_name ?? m.profile?.email ?? "";
              return (
                <li key={m.id} className="flex items-center justify-between gap-4 py-3" data-testid="member">
                  <div className="min-w-0">
                    <div className="flex items-center gap-2 truncate font-medium">
                      {name}
                      {m.platformRoles.map((p) => (
                        <PlatformBadge key={p.role} role={p.role} />
                      ))}
                    </div>
                    <div className="truncate text-sm text-muted-foreground">{m.profile?.email}</div>
                    <HealthAccessSwitch memberId={m.id} name={name} allowed={m.may_see_health} />
                    {m.role === "member" && (
                      <InboxNotificationsSwitch memberId={m.id} name={name} on={m.inbox_notifications} />
                    )}
                  </div>
                  <MemberActions
                    callerRole={role}
                    memberRole={m.role}
                    owners={owners}
                    name={name}
                    isSelf={m.user_id === session.me?.user.id}
                    onRole={async (to) =>
                      report(await mutate(mutators.member.changeRole({ id: m.id, role: to })), t.roleChanged)
                    }
                    onRemove={async () => report(await mutate(mutators.member.remove({ id: m.id })), t.removed)}
                  />
                </li>
              );
            })}
          </ul>
        )}
      </SettingsCard>
      {organization && <DeleteAccountCard organizationId={organization.id} />}
    </>
  );
}

/** 'Nilo Admin' or 'Superadmin': a platform role, held across all organisations. */
function PlatformBadge({ role }: { role: PlatformRole }) {
  return (
    <Badge variant={role === "super_admin" ? "orange" : "secondary"}>{nl.settings.platformRoleLabels[role]}</Badge>
  );
}

function MemberActions(props: {
  callerRole: EffectiveRole;
  memberRole: MemberRole;
  owners: number;
  name: string;
  isSelf: boolean;
  onRole: (to: MemberRole) => void;
  onRemove: () => void;
}) {
  const { roles, removable } = allowedMemberChanges(props.callerRole, props.memberRole, props.owners);
  // A change to or from owner waits for a confirmation: an owner who steps down cannot undo
  // it, and a new owner can take the role from whoever made them one.
  const [ownerChange, setOwnerChange] = useState<MemberRole | null>(null);
  const choose = (to: MemberRole) => {
    if (to === props.memberRole) return;
    if (to === "owner" || props.memberRole === "owner") setOwnerChange(to);
    else props.onRole(to);
  };
  return (
    <div className="flex shrink-0 items-center gap-2">
      {roles.length > 1 ? (
        <ChoiceSelect
          aria-label={t.roleOf(props.name)}
          className="w-auto"
          value={props.memberRole}
          values={roles}
          label={(r) => nl.settings.roleLabels[r]}
          onChange={(r) => r && choose(r)}
          commit="explicit"
        />
      ) : (
        <Badge variant={props.memberRole === "member" ? "secondary" : "default"}>
          {nl.settings.roleLabels[props.memberRole]}
        </Badge>
      )}
      <ConfirmDialog
        open={ownerChange !== null}
        onOpenChange={(open) => !open && setOwnerChange(null)}
        title={t.ownerChangeTitle(props.name, nl.settings.roleLabels[ownerChange ?? props.memberRole])}
        description={
          ownerChange === "owner"
            ? t.ownerChangeTo(props.name)
            : props.isSelf
              ? t.ownerChangeSelf
              : t.ownerChangeFrom(props.name)
        }
        confirmLabel={t.ownerChangeConfirm}
        onConfirm={() => ownerChange && props.onRole(ownerChange)}
      />
      {removable && (
        <ConfirmDialog
          trigger={
            <Button variant="ghost" size="icon" aria-label={t.removeLabel(props.name)}>
              <Trash2Icon aria-hidden />
            </Button>
          }
          title={t.removeConfirmTitle}
          description={t.removeConfirm(props.name)}
          confirmLabel={t.remove}
          onConfirm={props.onRemove}
        />
      )}
    </div>
  );
}
