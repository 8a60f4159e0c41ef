import { useState } from "react";
import { toast } from "sonner";
import { nl } from "../../../common/i18n/nl.ts";
import { Button } from "../../components/ui/button.tsx";
import { authClient } from "../../lib/auth-client.ts";
import { describeAuthError } from "./auth-errors.ts";
import { ButtonSpinner } from "./form-field.tsx";
import type { SocialProvider } from "./use-auth-config.ts";

const PROVIDERS: Record<SocialProvider, { label: string; mark: string; markClass: string }> = {
  google: { label: "Google", mark: "G", markClass: "bg-white text-[#4285F4] ring-1 ring-border" },
  github: { label: "GitHub", mark: "GH", markClass: "bg-[#24292f] text-white dark:bg-white dark:text-[#24292f]" },
};

/** One button per configured OAuth provider; renders nothing when the server offers none. */
export function SocialSignIn({ providers }: { providers: SocialProvider[] }) {
  const [pending, setPending] = useState<SocialProvider | null>(null);
  if (providers.length === 0) return null;

  const signIn = async (provider: SocialProvider) => {
    setPending(provider);
    try {
      // Success leaves the page (redirect to the provider); only failures come back here.
      const { error } = await authClient.signIn.social({
        provider,
        callbackURL: "/dashboard",
        errorCallbackURL: "/auth",
      });
      if (error) {
        toast.error(nl.auth.signInFailed, { description: describeAuthError(error) });
        setPending(null);
      }
    } catch {
      toast.error(nl.common.error, { description: nl.common.genericError });
      setPending(null);
    }
  };

  return (
    <div className="grid gap-3">
      <div className="grid gap-2">
        {providers.map((provider) => {
          const p = PROVIDERS[provider];
          return (
            <Button
              key={provider}
              type="button"
              variant="outline"
              className="w-full"
              disabled={pending !== null}
              onClick={() => void signIn(provider)}
            >
              {pending === provider ? (
                <ButtonSpinner />
              ) : (
                <span
                  aria-hidden
                  className={`inline-flex size-5 items-center justify-center rounded-full text-[10px] font-bold ${p.markClass}`}
                >
                  {p.mark}
                </span>
              )}
              {nl.auth.socialSignIn(p.label)}
            </Button>
          );
        })}
      </div>
      <div className="flex items-center gap-3 text-xs text-muted-foreground uppercase">
        <span className="h-px flex-1 bg-border" />
        {nl.auth.or}
        <span className="h-px flex-1 bg-border" />
      </div>
    </div>
  );
}
