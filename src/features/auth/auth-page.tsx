import { Link, Navigate, useNavigate } from "@tanstack/react-router";
import { TriangleAlertIcon } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { nl } from "../../../common/i18n/nl.ts";
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from "../../components/ui/card.tsx";
import { FullPageSpinner } from "../../components/ui/spinner.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs.tsx";
import { useInvitationPreview } from "../invitations/use-invitation-preview.ts";
import { AuthSidePanel } from "./auth-side-panel.tsx";
import { BrandMark } from "./brand-mark.tsx";
import { ResetPasswordForm } from "./reset-password-form.tsx";
import { useSession } from "./session.tsx";
import { SignInForm } from "./sign-in-form.tsx";
import { SignUpForm } from "./sign-up-form.tsx";
import { SocialSignIn } from "./social-sign-in.tsx";
import { useAuthConfig } from "./use-auth-config.ts";

type Tab = "signin" | "signup";

/**
 * Sign-in and sign-up on /auth and /register. With ?token=… (the
 * reset link) it shows the new-password form; with ?error=… it says the link is invalid.
 */
export function AuthPage({
  initialTab,
  resetToken,
  resetError,
  invitation,
}: {
  initialTab: Tab;
  resetToken?: string;
  resetError?: string;
  /** Came from an invitation's link: signed in, go back there to accept it. */
  invitation?: { id: string; token: string; email?: string };
}) {
  const session = useSession();
  const navigate = useNavigate();
  const config = useAuthConfig();
  const [tab, setTab] = useState<Tab>(initialTab);
  // Signing up from an invitation joins its organisation on the way: straight to the dashboard.
  const [joined, setJoined] = useState(false);
  // From an invitation's link, the card says whom it is from instead of selling a trial.
  const preview = useInvitationPreview(invitation);
  // An expired invitation offers nothing here; its own page says so.
  const offer = preview === "expired" ? null : preview;

  if (session.status === "loading") return <FullPageSpinner />;
  if (session.status === "unavailable") return <FullPageSpinner message={nl.common.serverUnreachable} />;
  // Any session (now, or after a later sign-in/sign-up) belongs on the dashboard. A reset
  // link is the exception: whoever opens it wants to set a password, signed in or not.
  if (session.status === "authenticated" && invitation && !joined)
    return (
      <Navigate
        to="/invite/$invitationId"
        params={{ invitationId: invitation.id }}
        search={{ token: invitation.token }}
        replace
      />
    );
  if (session.status === "authenticated" && !resetToken) return <Navigate to="/dashboard" replace />;

  const afterAuth = async () => {
    const me = await session.refresh();
    // The guard above navigates once the session is known; no session means the cookie was refused.
    if (!me) toast.error(nl.common.error, { description: nl.common.genericError });
  };

  const backToSignIn = () => {
    setTab("signin");
    void navigate({ to: "/auth", search: {}, replace: true });
  };

  return (
    <div className="grid min-h-screen bg-background lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)]">
      <main className="flex flex-col px-4 py-6 sm:px-8">
        <header className="flex items-center justify-between">
          <Link to="/" className="rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
            <BrandMark />
          </Link>
        </header>

        <div className="flex flex-1 items-center justify-center py-10">
          <Card className="w-full max-w-md shadow-lg">
            <CardHeader className="items-center text-center">
              {offer && !resetToken ? (
                <>
                  <h1 className="text-2xl font-bold tracking-tight">{nl.invitations.title}</h1>
                  <CardDescription>
                    {nl.invitations.offer(offer.organization, nl.settings.roleInSentence[offer.role])}{" "}
                    {nl.invitations.forAddress(offer.email)}
                  </CardDescription>
                </>
              ) : (
                <>
                  <h1 className="text-2xl font-bold tracking-tight">{nl.auth.cardTitle}</h1>
                  <CardDescription>{nl.auth.cardSubtitle}</CardDescription>
                </>
              )}
            </CardHeader>
            <CardContent className="grid gap-4">
              {resetToken ? (
                <ResetPasswordForm
                  token={resetToken}
                  onCancel={backToSignIn}
                  onDone={async () => {
                    // Password resets revoke sessions; learn that before showing the sign-in form.
                    await session.refresh();
                    backToSignIn();
                  }}
                />
              ) : (
                <>
                  {resetError && (
                    <div
                      role="alert"
                      className="flex items-start gap-2 rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive"
                    >
                      <TriangleAlertIcon className="mt-0.5 size-4 shrink-0" aria-hidden />
                      <span>{nl.auth.invalidResetToken}</span>
                    </div>
                  )}
                  <SocialSignIn providers={config.socialProviders} />
                  <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)}>
                    <TabsList className="grid w-full grid-cols-2">
                      <TabsTrigger value="signin">{nl.auth.tabSignIn}</TabsTrigger>
                      <TabsTrigger value="signup">{nl.auth.tabSignUp}</TabsTrigger>
                    </TabsList>
                    <TabsContent value="signin">
                      <SignInForm onSignedIn={afterAuth} initialEmail={invitation?.email} />
                    </TabsContent>
                    <TabsContent value="signup">
                      <SignUpForm
                        onSignedUp={async () => {
                          setJoined(!!invitation);
                          await afterAuth();
                        }}
                        initialEmail={offer?.email ?? invitation?.email}
                        invitation={invitation}
                        joining={offer?.organization}
                      />
                    </TabsContent>
                  </Tabs>
                </>
              )}
            </CardContent>
            <CardFooter>
              <p className="w-full text-center text-xs leading-relaxed text-muted-foreground">
                {nl.auth.terms} {nl.auth.privacy}
              </p>
            </CardFooter>
          </Card>
        </div>
      </main>
      <AuthSidePanel />
    </div>
  );
}
