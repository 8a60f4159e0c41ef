import { useQuery } from "@rocicorp/zero/react";
import { PlusIcon, XIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { toast } from "sonner";
import { MAX_WELCOME_VARIABLES, WELCOME_FIELDS, type WelcomeField } from "../../../common/employees/welcome.ts";
import { nl } from "../../../common/i18n/nl.ts";
import { queries } from "../../../common/zero/queries.ts";
import { Button } from "../../components/ui/button.tsx";
import { ChoiceSelect } from "../../components/ui/choice-select.tsx";
import { Label } from "../../components/ui/label.tsx";
import { api, call } from "../../lib/api-client.ts";
import { SettingsCard } from "./settings-card.tsx";

const t = nl.employeeWelcome;
type Row = { key: string; field: WelcomeField };

/** Which approved template is the welcome, and what fills its variables (admins). */
export function WelcomeSettingsCard({ organizationId }: { organizationId: string }) {
  const [templates] = useQuery(queries.templates.ofOrganization({ organizationId }));
  const [settings] = useQuery(queries.welcomeSettings.ofOrganization({ organizationId }));
  const current = settings[0];
  const [templateId, setTemplateId] = useState("");
  const [rows, setRows] = useState<Row[]>([{ key: "1", field: "first_name" }]);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (!current) return;
    setTemplateId(current.template_id ?? "");
    setRows(Object.entries(current.variables).map(([key, field]) => ({ key, field })));
  }, [current]);
  const active = templates.filter((tpl) => tpl.is_active);
  const names = new Map(active.map((tpl) => [tpl.id, `${tpl.name} (${tpl.template_sid})`]));

  const save = async () => {
    setSaving(true);
    try {
      const variables = Object.fromEntries(rows.map((r) => [r.key, r.field]));
      await call(
        api.employeeWelcome(organizationId).welcome.settings.$put({
          json: { template_id: templateId || null, variables },
        }),
        t.saveFailed,
      );
      toast.success(t.saved);
    } catch (err) {
      toast.error(t.saveFailed, { description: err instanceof Error ? err.message : undefined });
    } finally {
      setSaving(false);
    }
  };
  const nextKey = () => String(Math.max(0, ...rows.map((r) => Number(r.key))) + 1);

  return (
    <SettingsCard title={t.settingsTitle} description={t.settingsDescription}>
      <div className="space-y-2">
        <Label htmlFor="welcome-template">{t.template}</Label>
        <ChoiceSelect
          id="welcome-template"
          value={templateId}
          values={active.map((tpl) => tpl.id)}
          label={(id) => names.get(id) ?? id}
          empty={t.noTemplateChoice}
          onChange={setTemplateId}
          className="max-w-md"
        />
        {active.length === 0 && <p className="text-xs text-muted-foreground">{t.noTemplates}</p>}
      </div>
      <ul className="space-y-2">
        {rows.map((row, i) => (
          <li key={row.key} className="flex items-center gap-2">
            <Label htmlFor={`welcome-var-${row.key}`} className="w-28 shrink-0 font-mono text-xs">
              {t.variable(row.key)}
            </Label>
            <ChoiceSelect
              id={`welcome-var-${row.key}`}
              value={row.field}
              values={WELCOME_FIELDS}
              label={(f) => t.fields[f]}
              onChange={(f) => f && setRows(rows.map((r, j) => (j === i ? { ...r, field: f } : r)))}
              className="max-w-56"
            />
            <Button
              variant="ghost"
              size="icon"
              aria-label={t.removeVariable(row.key)}
              onClick={() => setRows(rows.filter((_, j) => j !== i))}
            >
              <XIcon aria-hidden />
            </Button>
          </li>
        ))}
      </ul>
      <div className="flex gap-2">
        <Button
          variant="outline"
          disabled={rows.length >= MAX_WELCOME_VARIABLES}
          onClick={() => setRows([...rows, { key: nextKey(), field: "first_name" }])}
        >
          <PlusIcon aria-hidden /> {t.addVariable}
        </Button>
        <Button onClick={() => void save()} unavailable={saving}>
          {t.save}
        </Button>
      </div>
    </SettingsCard>
  );
}
