import { nl } from "../../../common/i18n/nl.ts";
import { Button } from "../../components/ui/button.tsx";
import { useCurrentOrganization } from "../organizations/current-organization.tsx";

/** How many organisations the notice offers as buttons; the switcher in the header has all. */
const OFFERED = 3;

/**
 * Shown above the page when the user lost access to the organisation this tab works in. The
 * tab does not move on by itself (an open form would then save into the other organisation):
 * the user chooses where to continue, which closes whatever was still open here.
 */
export function AccessLostNotice() {
  const { accessLost, organizations, switchOrganization, leaveLost } = useCurrentOrganization();
  if (!accessLost) return null;
  return (
    <div
      role="alert"
      data-testid="access-lost"
      className="mb-4 rounded-md border border-destructive/50 bg-destructive/5 p-4"
    >
      <p className="font-medium">{nl.shell.accessLost(accessLost.name)}</p>
      <p className="mt-1 text-sm text-muted-foreground">
        {organizations.length > 0 ? nl.shell.accessLostDescription : nl.shell.accessLostNone}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        {organizations.slice(0, OFFERED).map((org) => (
          <Button key={org.id} size="sm" variant="outline" onClick={() => switchOrganization(org.id)}>
            {nl.shell.accessLostContinueIn(org.name)}
          </Button>
        ))}
        {/* None left: the page stays (with what was typed) until the user is done with it. */}
        {organizations.length === 0 && (
          <Button size="sm" variant="outline" onClick={leaveLost}>
            {nl.shell.accessLostGoOn}
          </Button>
        )}
      </div>
    </div>
  );
}
