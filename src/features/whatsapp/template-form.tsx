import { PlusIcon } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { toast } from "sonner";
import { WELCOME_FIELDS, type WelcomeField } from "../../../common/employees/welcome.ts";
import { nl } from "../../../common/i18n/nl.ts";
import { MAX_TEMPLATE_BODY, placeholdersOf } from "../../../common/whatsapp/fill-template.ts";
import { TEMPLATE_LANGUAGES as LANGUAGES, TEMPLATE_TYPES as TYPES } from "../../../common/whatsapp/template-kinds.ts";
import { templateProblem } from "../../../common/whatsapp/whatsapp-validation.ts";
import { mutators } from "../../../common/zero/mutators.ts";
import { Button } from "../../components/ui/button.tsx";
import { ChoiceSelect } from "../../components/ui/choice-select.tsx";
import { Input, Textarea } from "../../components/ui/input.tsx";
import { Label } from "../../components/ui/label.tsx";
import { useSave } from "../../zero/use-save.ts";

const t = nl.whatsapp;

const empty = {
  name: "",
  template_sid: "",
  template_type: "onboarding" as const,
  language: "nl" as const,
  body: "",
  variables: {} as Record<string, WelcomeField>,
};

/** Adds a template: name and HX sid required; type and language default onboarding, nl. */
export function TemplateForm({ organizationId, disabled }: { organizationId: string | null; disabled: boolean }) {
  const { busy: saving, save } = useSave();
  const [values, setValues] = useState<{
    name: string;
    template_sid: string;
    template_type: (typeof TYPES)[number];
    language: (typeof LANGUAGES)[number];
    body: string;
    variables: Record<string, WelcomeField>;
  }>(empty);
  const ids = { name: useId(), sid: useId(), type: useId(), language: useId(), body: useId() };
  // Each variable the text uses is filled from the employee: the first name unless chosen otherwise.
  const placeholders = placeholdersOf(values.body);
  const fieldOf = (n: string) => values.variables[n] ?? "first_name";

  const add = async (e: FormEvent) => {
    e.preventDefault();
    if (!organizationId) {
      toast.error(nl.common.noOrganization, { description: t.noOrganizationDescription });
      return;
    }
    const problem = templateProblem(values);
    if (problem) {
      toast.error(problem.title, { description: problem.description });
      return;
    }
    const res = await save(
      mutators.template.create({
        id: crypto.randomUUID(),
        organization_id: organizationId,
        name: values.name.trim(),
        template_sid: values.template_sid.trim(),
        template_type: values.template_type,
        language: values.language,
        body: values.body.trim() || undefined,
        variables: Object.fromEntries(placeholders.map((n) => [n, fieldOf(n)])),
        now: Date.now(),
      }),
      // Saved after the 10 s notice (useMutate says so): the form empties, as if at once.
      (late) => late.ok && setValues(empty),
    );
    if (!res) return;
    if (!res.ok) {
      toast.error(t.templateAddFailed, { description: res.message });
      return;
    }
    toast.success(t.templateAdded);
    setValues(empty);
  };

  return (
    <form onSubmit={add} noValidate className="grid gap-3 sm:grid-cols-2">
      <div className="space-y-2">
        <Label htmlFor={ids.name}>{t.templateName}</Label>
        <Input
          id={ids.name}
          value={values.name}
          onChange={(e) => setValues((v) => ({ ...v, name: e.target.value }))}
          maxLength={100}
          disabled={disabled}
          aria-required
        />
      </div>
      <div className="space-y-2">
        <Label htmlFor={ids.sid}>{t.templateSid}</Label>
        <Input
          id={ids.sid}
          value={values.template_sid}
          onChange={(e) => setValues((v) => ({ ...v, template_sid: e.target.value }))}
          placeholder="HXxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"
          spellCheck={false}
          disabled={disabled}
          aria-required
        />
      </div>
      <div className="space-y-2">
        <Label htmlFor={ids.type}>{t.templateType}</Label>
        <ChoiceSelect
          id={ids.type}
          value={values.template_type}
          values={TYPES}
          label={(type) => t.templateTypes[type]}
          onChange={(type) => setValues((v) => ({ ...v, template_type: type || v.template_type }))}
          disabled={disabled}
        />
      </div>
      <div className="space-y-2">
        <Label htmlFor={ids.language}>{t.templateLanguage}</Label>
        <ChoiceSelect
          id={ids.language}
          value={values.language}
          values={LANGUAGES}
          label={(language) => t.templateLanguages[language]}
          onChange={(language) => setValues((v) => ({ ...v, language: language || v.language }))}
          disabled={disabled}
        />
      </div>
      <div className="space-y-2 sm:col-span-2">
        <Label htmlFor={ids.body}>{t.templateBody}</Label>
        <Textarea
          id={ids.body}
          rows={3}
          value={values.body}
          onChange={(e) => setValues((v) => ({ ...v, body: e.target.value }))}
          maxLength={MAX_TEMPLATE_BODY}
          disabled={disabled}
        />
        <p className="text-xs text-muted-foreground">{t.templateBodyHint}</p>
        {placeholders.map((n) => (
          <div key={n} className="flex items-center gap-2">
            <Label htmlFor={`${ids.body}-var-${n}`} className="w-28 shrink-0 font-mono text-xs">
              {nl.employeeWelcome.variable(n)}
            </Label>
            <ChoiceSelect
              id={`${ids.body}-var-${n}`}
              value={fieldOf(n)}
              values={WELCOME_FIELDS}
              label={(f) => nl.employeeWelcome.fields[f]}
              onChange={(f) => f && setValues((v) => ({ ...v, variables: { ...v.variables, [n]: f } }))}
              disabled={disabled}
              className="max-w-56"
            />
          </div>
        ))}
      </div>
      <div className="sm:col-span-2">
        <Button type="submit" disabled={disabled || saving}>
          <PlusIcon aria-hidden />
          {t.addTemplate}
        </Button>
      </div>
    </form>
  );
}
