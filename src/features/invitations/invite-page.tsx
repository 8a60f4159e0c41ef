import { Link, useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { toast } from "sonner";
import { nl } from "../../../common/i18n/nl.ts";
import { formatLongDate } from "../../../common/time/format-long-date.ts";
import { isAdmin } from "../../../common/zero/roles.ts";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card.tsx";
import { FullPageSpinner } from "../../components/ui/spinner.tsx";
import { authClient } from "../../lib/auth-client.ts";
import { clearLocalReplica } from "../../zero/clear-local-replica.ts";
import { BrandMark } from "../auth/brand-mark.tsx";
import { useSession } from "../auth/session.tsx";
import { acceptInvitation } from "../notifications/accept-invitation.ts";
import { rememberJoined, rememberOrganization } from "../organizations/pick-organization.ts";
import { firstPage } from "../shell/first-page.ts";
import { useInvitationPreview } from "./use-invitation-preview.ts";

const t = nl.invitations;

/**
 * Where an invitation e-mail's link leads: what the invitation offers, then sign-up or
 * sign-in with the invited address (they come back here), then one click into the
 * organisation. The link's secret proves the address, so no extra verification mail.
 */
export function InvitePage({ invitationId, token }: { invitationId: string; token: string }) {
  const session = useSession();
  const navigate = useNavigate();
  const read = useInvitationPreview({ id: invitationId, token });
  const expired = read === "expired";
  const preview = expired ? null : read;
  const [busy, setBusy] = useState(false);

  if (session.status === "unavailable") return <FullPageSpinner message={nl.common.serverUnreachable} />;
  if (session.status === "loading" || preview === undefined) return <FullPageSpinner />;
  const back = { invitation: invitationId, token, email: preview?.email };

  const accept = async () => {
    setBusy(true);
    const result = await acceptInvitation(invitationId, token);
    setBusy(false);
    if (!result.ok) {
      toast.error(nl.common.error, { description: result.message });
      // The session ended while the page was open: re-reading it turns the card back into
      // sign-in / sign-up, which return here to accept.
      if (result.signedOut) void session.refresh();
      return;
    }
    toast.success(nl.notifications.accepted, { description: nl.notifications.acceptedDescription });
    if (session.me) rememberJoined(result.organizationId, session.me.user.id);
    else rememberOrganization(result.organizationId);
    // Straight to their first page there: /dashboard would still weigh the role they have in
    // the organisation they had open, until the new membership has synced.
    void navigate({ to: firstPage(!preview || isAdmin(preview.role)), replace: true });
  };

  // Signed in as someone else: sign out here and stay on the invitation, whose sign-in and
  // sign-up come back to it, instead of a dashboard that has forgotten the link.
  const signOutAndContinue = async () => {
    setBusy(true);
    const { error } = await authClient.signOut();
    if (error) {
      setBusy(false);
      toast.error(nl.auth.signOutFailed, { description: error.message ?? nl.common.genericError });
      return;
    }
    // The other account's synced HR data must not outlive its session (no Zero client runs here).
    await clearLocalReplica({ close: async () => {} });
    await session.refresh();
    setBusy(false);
  };

  const signedInEmail = session.status === "authenticated" ? session.me.user.email : null;
  const sameAddress = !!preview && signedInEmail?.toLowerCase() === preview.email.toLowerCase();
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-6 bg-background px-4">
      <BrandMark />
      <Card className="w-full max-w-md" data-testid="invite-card">
        <CardHeader>
          <CardTitle>{preview ? t.title : expired ? t.expiredTitle : t.invalidTitle}</CardTitle>
          {preview && (
            <CardDescription>{t.offer(preview.organization, nl.settings.roleInSentence[preview.role])}</CardDescription>
          )}
        </CardHeader>
        <CardContent className="space-y-4 text-sm">
          {!preview ? (
            <p>{expired ? t.expired : t.invalid}</p>
          ) : (
            <>
              <p>
                {t.forAddress(preview.email)} {t.validUntil(formatLongDate(preview.expiresAt))}
              </p>
              {signedInEmail === null ? (
                <div className="flex flex-wrap gap-2">
                  <Button asChild>
                    <Link to="/register" search={back}>
                      {t.signUp}
                    </Link>
                  </Button>
                  <Button asChild variant="outline">
                    <Link to="/auth" search={back}>
                      {t.signIn}
                    </Link>
                  </Button>
                </div>
              ) : sameAddress ? (
                <Button onClick={() => void accept()} disabled={busy}>
                  {t.accept}
                </Button>
              ) : (
                <>
                  <p className="text-muted-foreground">
                    {t.signedInAs(signedInEmail)} {t.otherAccount}
                  </p>
                  <Button onClick={() => void signOutAndContinue()} disabled={busy}>
                    {t.signOutAndContinue}
                  </Button>
                </>
              )}
            </>
          )}
          {signedInEmail !== null && (
            <Button asChild variant="link" className="px-0">
              <Link to="/dashboard">{t.toDashboard}</Link>
            </Button>
          )}
        </CardContent>
      </Card>
    </main>
  );
}
