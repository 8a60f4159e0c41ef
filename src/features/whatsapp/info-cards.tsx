import { ExternalLinkIcon, InfoIcon, ShieldCheckIcon } from "lucide-react";
import { nl } from "../../../common/i18n/nl.ts";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card.tsx";

const t = nl.whatsapp;
export const META_SECURITY_URL = "https://business.facebook.com/settings/security";

/** What an organisation needs before it can connect. */
export function RequirementsCard() {
  return (
    <Card className="border-blue-200 bg-blue-50 dark:border-blue-900 dark:bg-blue-950/40">
      <CardHeader className="flex-row items-start gap-3">
        <InfoIcon aria-hidden className="mt-0.5 size-5 shrink-0 text-blue-600 dark:text-blue-400" />
        <div className="space-y-1.5">
          <CardTitle className="text-base">{t.infoTitle}</CardTitle>
          <CardDescription className="text-foreground/80">{t.infoBody}</CardDescription>
        </div>
      </CardHeader>
    </Card>
  );
}

/** Meta's business verification (1-3 working days), with a link to its security settings. */
export function MetaVerificationCard() {
  return (
    <Card>
      <CardHeader className="flex-row items-start gap-3">
        <ShieldCheckIcon aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
        <div className="space-y-1.5">
          <CardTitle className="text-base">{t.metaTitle}</CardTitle>
          <CardDescription>{t.metaBody}</CardDescription>
        </div>
      </CardHeader>
      <CardContent>
        <Button asChild variant="outline">
          <a href={META_SECURITY_URL} target="_blank" rel="noopener noreferrer">
            <ExternalLinkIcon aria-hidden />
            {t.metaLink}
          </a>
        </Button>
      </CardContent>
    </Card>
  );
}
