import { PlusIcon } from "lucide-react";
import { type FormEvent, useId } from "react";
import { nl } from "../../../common/i18n/nl.ts";
import { isOrHoldsIdentifier } from "../../../common/privacy/no-identifier.ts";
import { mutators } from "../../../common/zero/mutators.ts";
import { Button } from "../../components/ui/button.tsx";
import { Textarea } from "../../components/ui/input.tsx";
import { Label } from "../../components/ui/label.tsx";
import { cn } from "../../lib/cn.ts";
import { useCurrentOrganization } from "../organizations/current-organization.tsx";
import { MAX_INSTRUCTIONS, withExample } from "./ai-instructions.ts";
import { SaveButton, SettingsCard } from "./settings-card.tsx";
import { useSettingsForm } from "./use-settings-form.ts";

const t = nl.aiAgent;

/** The organisation's own instructions; the assistant reads them with every WhatsApp message. */
export function AiAgentTab() {
  const { organization, isAdmin } = useCurrentOrganization();
  const form = useSettingsForm({ custom_instructions: organization?.custom_instructions ?? "" });
  const id = useId();
  if (!organization) return null;
  const text = form.values.custom_instructions;
  // Said at the field as soon as it holds a BSN or IBAN; the server refuses the save too.
  const personal = isOrHoldsIdentifier(text)
    ? nl.privacy.identifierRefused(nl.privacy.identifierWhere.instructions)
    : null;

  const save = async (e: FormEvent) => {
    e.preventDefault();
    if (personal) {
      document.getElementById(id)?.focus();
      return;
    }
    await form.commit(
      mutators.organization.updateCustomInstructions({
        id: organization.id,
        custom_instructions: text,
        now: Date.now(),
      }),
      t.saved,
    );
  };

  return (
    <SettingsCard title={t.title} description={t.description}>
      {!isAdmin && <p className="text-sm text-muted-foreground">{t.adminsOnly}</p>}
      <form onSubmit={save} className="space-y-4" aria-label={t.title}>
        <div className="space-y-2">
          <Label htmlFor={id}>{t.label}</Label>
          <Textarea
            id={id}
            value={text}
            onChange={(e) => form.set("custom_instructions", e.target.value)}
            placeholder={t.placeholder}
            maxLength={MAX_INSTRUCTIONS}
            rows={10}
            readOnly={!isAdmin}
            aria-describedby={personal ? `${id}-personal ${id}-count` : `${id}-count`}
            aria-invalid={!!personal || undefined}
            className="read-only:bg-muted"
          />
          {personal && (
            <p id={`${id}-personal`} className="text-xs text-destructive">
              {personal}
            </p>
          )}
          <p
            id={`${id}-count`}
            className={cn(
              "text-right text-xs",
              text.length >= MAX_INSTRUCTIONS * 0.9 ? "text-destructive" : "text-muted-foreground",
            )}
          >
            {t.counter(text.length, MAX_INSTRUCTIONS)}
          </p>
        </div>
        {isAdmin && (
          <div className="space-y-2">
            <p className="text-sm font-medium">{t.examples}</p>
            <div className="flex flex-wrap gap-2">
              {t.exampleList.map((example) => {
                const next = withExample(text, example);
                return (
                  <Button
                    key={example}
                    type="button"
                    variant="outline"
                    size="sm"
                    // An example is a whole sentence: it wraps on a phone instead of widening the page.
                    className="h-auto min-h-8 py-1.5 text-left whitespace-normal"
                    disabled={next === null}
                    onClick={() => next !== null && form.set("custom_instructions", next)}
                  >
                    <PlusIcon aria-hidden /> {example}
                  </Button>
                );
              })}
            </div>
          </div>
        )}
        {isAdmin && <SaveButton dirty={form.dirty} />}
      </form>
    </SettingsCard>
  );
}
