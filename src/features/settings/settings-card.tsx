import type { ReactNode } from "react";
import { nl } from "../../../common/i18n/nl.ts";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card.tsx";

export function SettingsCard({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent className="space-y-4">{children}</CardContent>
    </Card>
  );
}

/**
 * A settings form's 'Opslaan': there to press once something changed. Saving makes the form
 * clean while the button has focus, so it stays focusable (see Button's `unavailable`).
 */
export function SaveButton({ dirty }: { dirty: boolean }) {
  return (
    <Button type="submit" unavailable={!dirty}>
      {nl.common.save}
    </Button>
  );
}
