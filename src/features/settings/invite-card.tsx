import { useQuery } from "@rocicorp/zero/react";
import { MailPlusIcon, RotateCwIcon, XIcon } from "lucide-react";
import { useId, useState } from "react";
import { toast } from "sonner";
import { nl } from "../../../common/i18n/nl.ts";
import { senderMayStillInvite } from "../../../common/zero/invitation-sender.ts";
import { mutators } from "../../../common/zero/mutators.ts";
import { queries } from "../../../common/zero/queries.ts";
import { INVITATION_ROLES, type InvitationRole } from "../../../common/zero/roles.ts";
import { invitationInput } from "../../../common/zero/validation.ts";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { ChoiceSelect } from "../../components/ui/choice-select.tsx";
import { ConfirmDialog } from "../../components/ui/confirm-dialog.tsx";
import { Field } from "../../components/ui/field.tsx";
import { TextField } from "../../components/ui/text-field.tsx";
import { formatDateTime } from "../../lib/relative-time.ts";
import { useFormSubmit } from "../../lib/use-form-submit.ts";
import { type MutateOutcome, useMutate } from "../../zero/use-mutate.ts";
import { SettingsCard } from "./settings-card.tsx";

const t = nl.members;

/** Invite by e-mail as User or Admin; the open invitations, each sent again or withdrawn. */
export function InviteCard({ organizationId }: { organizationId: string }) {
  const mutate = useMutate();
  const [pending] = useQuery(queries.invitations.pendingOfOrganization({ organizationId }));
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<InvitationRole>("member");
  const ids = { email: useId(), role: useId() };
  const report = (res: MutateOutcome, done: string, failed: string) =>
    res.ok ? toast.success(done) : toast.error(failed, { description: res.message });

  // The address is checked here for the toast; the mutator parses (and normalises) all of it.
  const { busy, submit } = useFormSubmit(
    () =>
      invitationInput.shape.email.safeParse(email).success
        ? null
        : { title: t.inviteFailed, description: t.emailRequired },
    async () => {
      const invitation = { id: crypto.randomUUID(), organization_id: organizationId, email, role, now: Date.now() };
      const res = await mutate(mutators.invitation.create(invitation));
      report(res, t.invited(email.trim().toLowerCase()), t.inviteFailed);
      if (res.ok) setEmail("");
    },
  );

  return (
    <SettingsCard title={t.inviteTitle} description={t.inviteDescription}>
      <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-[1fr_10rem_auto] sm:items-end">
        <TextField
          id={ids.email}
          label={t.inviteEmail}
          type="email"
          autoComplete="off"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          placeholder="naam@bedrijf.nl"
        />
        <Field id={ids.role} label={t.inviteRole}>
          <ChoiceSelect
            id={ids.role}
            value={role}
            values={INVITATION_ROLES}
            label={(r) => nl.settings.roleLabels[r]}
            onChange={(r) => setRole(r || "member")}
          />
        </Field>
        <Button type="submit" unavailable={busy || !email.trim()}>
          <MailPlusIcon aria-hidden /> {t.invite}
        </Button>
      </form>
      <p className="text-xs text-muted-foreground">{t.inviteRoleHint}</p>
      <h3 className="pt-2 text-sm font-medium">{t.pendingTitle}</h3>
      {pending.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t.pendingEmpty}</p>
      ) : (
        <ul className="divide-y rounded-md border" data-testid="pending-invitations">
          {pending.map((inv) => (
            <PendingInvitation
              key={inv.id}
              invitation={inv}
              senderGone={!senderMayStillInvite(inv)}
              onResend={async () =>
                report(
                  await mutate(mutators.invitation.resend({ id: inv.id, now: Date.now() })),
                  t.resent,
                  t.inviteFailed,
                )
              }
              onCancel={async () =>
                report(await mutate(mutators.invitation.cancel({ id: inv.id })), t.cancelled, nl.common.error)
              }
            />
          ))}
        </ul>
      )}
    </SettingsCard>
  );
}

/**
 * One open invitation: address, until when, the role it offers; send again or withdraw. One
 * whose sender is no longer an admin is refused on acceptance, so it says so: sending it
 * again puts it in the current admin's name (the resend mutator records them).
 */
function PendingInvitation(props: {
  invitation: { email: string; role: InvitationRole; expires_at: number };
  senderGone: boolean;
  onResend: () => void;
  onCancel: () => void;
}) {
  const { email, role, expires_at } = props.invitation;
  return (
    <li
      className="flex flex-wrap items-center justify-between gap-2 px-3 py-2 text-sm"
      data-testid="pending-invitation"
    >
      <div className="min-w-0">
        <div className="truncate font-medium">{email}</div>
        {props.senderGone ? (
          <div className="text-xs" data-testid="invitation-invalid">
            <span className="font-medium text-destructive">{t.senderNotAdmin}</span>{" "}
            <span className="text-muted-foreground">{t.senderNotAdminHint}</span>
          </div>
        ) : (
          <div className="text-xs text-muted-foreground">
            {expires_at < Date.now() ? t.expired : t.expires(formatDateTime(expires_at))}
          </div>
        )}
      </div>
      {/* Wraps on a phone: role, resend and revoke did not fit beside each other at 375 px. */}
      <div className="flex min-w-0 flex-wrap items-center gap-1">
        <Badge variant="secondary">{nl.settings.roleLabels[role]}</Badge>
        <Button variant="ghost" size="sm" onClick={props.onResend}>
          <RotateCwIcon aria-hidden /> {t.resend}
        </Button>
        <ConfirmDialog
          trigger={
            <Button variant="ghost" size="sm" aria-label={`${t.cancel}: ${email}`}>
              <XIcon aria-hidden /> {t.cancel}
            </Button>
          }
          title={t.cancelTitle}
          description={t.cancelConfirm(email)}
          confirmLabel={t.cancel}
          onConfirm={props.onCancel}
        />
      </div>
    </li>
  );
}
