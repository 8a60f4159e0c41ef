import type { WelcomeStatus } from "../../../common/employees/welcome.ts";
import { nl } from "../../../common/i18n/nl.ts";
import { twilioErrorText } from "../../../common/whatsapp/twilio-error-text.ts";
import { Badge } from "../../components/ui/badge.tsx";

const t = nl.employeeWelcome;

export type WelcomeRow = { status: WelcomeStatus; error_code?: string | null; error_message?: string | null };

/**
 * An employee's onboarding: 'Afgeleverd' once WhatsApp reported the welcome
 * delivered (onboarded_at), 'Verzonden' when Twilio took it but no delivery report came
 * (yet), the queue states while the job works, and a failure with Twilio's error code and
 * message inline (and on hover); otherwise 'Nog niet'.
 */
export function WelcomeStatusCell({
  onboardedAt,
  welcome,
  optedOut = false,
}: {
  onboardedAt: number | null;
  welcome?: WelcomeRow;
  optedOut?: boolean;
}) {
  if (onboardedAt) return <Badge data-testid="welcome-status">{t.statusSent}</Badge>;
  if (optedOut && !welcome)
    return (
      <Badge variant="outline" title={t.skipOptedOut} data-testid="welcome-status">
        {t.statusOptedOut}
      </Badge>
    );
  if (!welcome) {
    return (
      <Badge variant="outline" data-testid="welcome-status">
        {t.statusNotYet}
      </Badge>
    );
  }
  if (welcome.status === "failed") {
    const error = twilioErrorText(welcome.error_code, welcome.error_message);
    return (
      <div className="space-y-1">
        <Badge variant="destructive" title={error} data-testid="welcome-status">
          {t.statusFailed}
        </Badge>
        <p className="max-w-56 text-xs text-destructive" data-testid="welcome-error">
          {error}
        </p>
      </div>
    );
  }
  const label =
    welcome.status === "queued"
      ? t.statusQueued
      : welcome.status === "sending"
        ? t.statusSending
        : welcome.status === "sent"
          ? t.statusSentNotDelivered
          : t.statusSent;
  return (
    <Badge variant="secondary" data-testid="welcome-status">
      {label}
    </Badge>
  );
}
