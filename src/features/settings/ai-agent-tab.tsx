import { type FormEvent, useId } from "react";
import { Button } from "../../components/ui/button.tsx";
import { Label } from "../../components/ui/label.tsx";
import { nl } from "../../i18n/nl.ts";
import { mutators } from "../../zero/mutators.ts";
import { useCurrentOrganization } from "../organizations/current-organization.tsx";
import { SettingsCard } from "./settings-card.tsx";
import { useSettingsForm } from "./use-settings-form.ts";

const t = nl.aiAgent;
const MAX = 4000;

export function AiAgentTab() {
  const { organization, isAdmin } = useCurrentOrganization();
  const form = useSettingsForm({ custom_instructions: organization?.custom_instructions ?? "" });
  const id = useId();
  if (!organization) return null;
  const text = form.values.custom_instructions;

  const save = async (e: FormEvent) => {
    e.preventDefault();
    await form.commit(
      mutators.organization.updateCustomInstructions({
        id: organization.id,
        custom_instructions: text,
        now: Date.now(),
      }),
      t.saved,
    );
  };
  const add = (example: string) =>
    form.set("custom_instructions", text.trim() ? `${text.trimEnd()}\n${example}` : example);

  return (
    <SettingsCard title={t.title} description={t.description}>
      {!isAdmin && <p className="text-sm text-muted-foreground">{t.adminsOnly}</p>}
      <form onSubmit={save} className="space-y-4">
        <div className="space-y-2">
          <Label htmlFor={id}>{t.label}</Label>
          <textarea
            id={id}
            value={text}
            onChange={(e) => form.set("custom_instructions", e.target.value)}
            placeholder={t.placeholder}
            maxLength={MAX}
            rows={8}
            disabled={!isAdmin}
            aria-describedby={`${id}-count`}
            className="w-full rounded-md border bg-background px-3 py-2 text-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none disabled:opacity-60"
          />
          <p id={`${id}-count`} className="text-right text-xs text-muted-foreground">
            {t.counter(text.length, MAX)}
          </p>
        </div>
        {isAdmin && (
          <div className="space-y-2">
            <p className="text-sm font-medium">{t.examples}</p>
            <div className="flex flex-wrap gap-2">
              {t.exampleList.map((example) => (
                <Button key={example} type="button" variant="outline" size="sm" onClick={() => add(example)}>
                  {example}
                </Button>
              ))}
            </div>
          </div>
        )}
        <Button type="submit" disabled={!isAdmin || !form.dirty}>
          {nl.common.save}
        </Button>
      </form>
    </SettingsCard>
  );
}
