import { useQuery } from "@rocicorp/zero/react";
import { Trash2Icon } from "lucide-react";
import { useEffect } from "react";
import { toast } from "sonner";
import { nl } from "../../../common/i18n/nl.ts";
import { mutators } from "../../../common/zero/mutators.ts";
import { queries } from "../../../common/zero/queries.ts";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card.tsx";
import { Spinner } from "../../components/ui/spinner.tsx";
import { cn } from "../../lib/cn.ts";
import { useMutate } from "../../zero/use-mutate.ts";
import { TemplateForm } from "./template-form.tsx";

const t = nl.whatsapp;

/** The organisation's WhatsApp templates, live through Zero. */
export function TemplatesCard({ organizationId, canEdit }: { organizationId: string | null; canEdit: boolean }) {
  const [templates, result] = useQuery(queries.templates.ofOrganization({ organizationId: organizationId ?? "" }));
  const mutate = useMutate();

  const loadError = result.type === "error" ? result.error.message : null;
  useEffect(() => {
    if (loadError) toast.error(t.templatesLoadFailed, { description: loadError });
  }, [loadError]);

  const toggle = async (id: string, isActive: boolean) => {
    const res = await mutate(mutators.template.setActive({ id, is_active: !isActive }));
    if (!res.ok) toast.error(t.templateUpdateFailed, { description: res.message });
  };
  const remove = async (id: string) => {
    const res = await mutate(mutators.template.delete({ id }));
    if (res.ok) toast.success(t.templateDeleted);
    else toast.error(t.templateDeleteFailed, { description: res.message });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t.templatesTitle}</CardTitle>
        <CardDescription>{t.templatesDescription}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        <TemplateForm organizationId={organizationId} disabled={!canEdit} />
        {templates.length === 0 && result.type !== "complete" ? (
          <div className="flex justify-center py-4">
            <Spinner />
          </div>
        ) : templates.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t.noTemplates}</p>
        ) : (
          <ul className="divide-y rounded-md border">
            {templates.map((tpl) => (
              <li key={tpl.id} className="flex flex-wrap items-center gap-3 p-3" data-testid="template">
                <div className="min-w-0 flex-1">
                  <p className="truncate font-medium">{tpl.name}</p>
                  <p className="truncate font-mono text-xs text-muted-foreground">{tpl.template_sid}</p>
                </div>
                <Badge variant="outline">{t.templateTypes[tpl.template_type]}</Badge>
                <Badge variant="outline" className="uppercase">
                  {tpl.language}
                </Badge>
                <button
                  type="button"
                  onClick={() => void toggle(tpl.id, tpl.is_active)}
                  disabled={!canEdit}
                  aria-pressed={tpl.is_active}
                  aria-label={t.toggleTemplate(tpl.name, tpl.is_active)}
                  className="rounded-full focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-default"
                >
                  <Badge
                    className={cn(
                      tpl.is_active
                        ? "bg-green-700 text-white dark:bg-green-500 dark:text-black"
                        : "bg-secondary text-secondary-foreground",
                    )}
                  >
                    {tpl.is_active ? t.templateActive : t.templateInactive}
                  </Badge>
                </button>
                {canEdit && (
                  <Button
                    variant="ghost"
                    size="icon"
                    onClick={() => void remove(tpl.id)}
                    aria-label={t.deleteTemplate(tpl.name)}
                  >
                    <Trash2Icon aria-hidden />
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
