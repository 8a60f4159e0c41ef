import { useId } from "react";
import { toast } from "sonner";
import { nl } from "../../../common/i18n/nl.ts";
import { mutators } from "../../../common/zero/mutators.ts";
import { Label } from "../../components/ui/label.tsx";
import { Switch } from "../../components/ui/switch.tsx";
import { type MutateOutcome, useMutate } from "../../zero/use-mutate.ts";

const t = nl.members;

/** One colleague's switch on the Users screen (admins only, as the screen): its change, told in a toast. */
function MemberSwitch(props: {
  testId: string;
  label: string;
  ariaLabel: string;
  checked: boolean;
  change: (on: boolean) => Promise<MutateOutcome>;
  done: (on: boolean) => string;
}) {
  const id = useId();
  const change = async (on: boolean) => {
    const res = await props.change(on);
    if (res.ok) toast.success(props.done(on));
    else toast.error(nl.common.error, { description: res.message });
  };
  return (
    <div className="mt-1 flex items-center gap-2" data-testid={props.testId}>
      <Switch id={id} checked={props.checked} aria-label={props.ariaLabel} onCheckedChange={change} />
      <Label htmlFor={id} className="text-xs font-normal text-muted-foreground" aria-hidden>
        {props.label}
      </Label>
    </div>
  );
}

/**
 * 'Mag ziekmeldingen zien' for one colleague: whether sick and recovery reports reach them
 * (the server enforces it; common/zero/queries/health.ts).
 */
export function HealthAccessSwitch({ memberId, name, allowed }: { memberId: string; name: string; allowed: boolean }) {
  const mutate = useMutate();
  return (
    <MemberSwitch
      testId="health-access"
      label={t.healthAccess}
      ariaLabel={t.healthAccessOf(name)}
      checked={allowed}
      change={(on) => mutate(mutators.health.setAccess({ id: memberId, allowed: on }))}
      done={(on) => (on ? t.healthAccessOn(name) : t.healthAccessOff(name))}
    />
  );
}

/**
 * 'Krijgt meldingen van de inbox' for a User who works the inbox: questions for HR reach them
 * as they reach the owners and admins, who are always told (so it is not offered for them).
 */
export function InboxNotificationsSwitch({ memberId, name, on }: { memberId: string; name: string; on: boolean }) {
  const mutate = useMutate();
  return (
    <MemberSwitch
      testId="inbox-notifications"
      label={t.inboxNotifications}
      ariaLabel={t.inboxNotificationsOf(name)}
      checked={on}
      change={(to) => mutate(mutators.member.setInboxNotifications({ id: memberId, on: to }))}
      done={(to) => (to ? t.inboxNotificationsOn(name) : t.inboxNotificationsOff(name))}
    />
  );
}
