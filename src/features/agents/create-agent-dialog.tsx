import { type FormEvent, useEffect, useState } from "react";
import { toast } from "sonner";
import { AGENT_ICONS, type AgentIcon as AgentIconName } from "../../../common/agents/agent-kinds.ts";
import { agentFieldsInput } from "../../../common/agents/agent-validation.ts";
import { nl } from "../../../common/i18n/nl.ts";
import { mutators } from "../../../common/zero/mutators.ts";
import { ChoiceSelect } from "../../components/ui/choice-select.tsx";
import { Field } from "../../components/ui/field.tsx";
import { FormDialog } from "../../components/ui/form-dialog.tsx";
import { Input } from "../../components/ui/input.tsx";
import { cn } from "../../lib/cn.ts";
import { useSave } from "../../zero/use-save.ts";
import { useAdminLost } from "../organizations/use-admin-lost.ts";
import { AgentIcon } from "./agent-icon.tsx";

const t = nl.agents;
export type AgentTypeOption = { id: string; label: string; icon: string };
type Errors = Partial<Record<"agent_type_id" | "name", string>>;

/** 'Agent aanmaken': type and name required, an icon; a template opens it with its type chosen. */
export function CreateAgentDialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  organizationId: string | null;
  types: readonly AgentTypeOption[];
  presetTypeId: string | null;
  onCreated: (id: string) => void;
}) {
  const blocked = useAdminLost();
  const { open, presetTypeId, types } = props;
  const { busy, save } = useSave();
  const [typeId, setTypeId] = useState("");
  const [name, setName] = useState("");
  const [icon, setIcon] = useState<AgentIconName>("bot");
  const [errors, setErrors] = useState<Errors>({});

  useEffect(() => {
    if (!open) return;
    const preset = types.find((ty) => ty.id === presetTypeId);
    setTypeId(preset?.id ?? "");
    setIcon((preset?.icon as AgentIconName | undefined) ?? "bot");
    setName("");
    setErrors({});
  }, [open, presetTypeId, types]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!props.organizationId) {
      toast.error(t.createFailed, { description: t.noOrganization });
      return;
    }
    const parsed = agentFieldsInput.safeParse({ agent_type_id: typeId, name, icon });
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as keyof Errors;
        found[key] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    const id = crypto.randomUUID();
    const created = () => {
      props.onCreated(id);
      props.onOpenChange(false);
    };
    const res = await save(
      mutators.agent.create({ id, organization_id: props.organizationId, ...parsed.data, now: Date.now() }),
      // Saved after the 10 s notice (useMutate says so): done, as if at once.
      (late) => late.ok && created(),
    );
    if (!res) return;
    if (!res.ok) {
      toast.error(t.createFailed, { description: res.message });
      return;
    }
    toast.success(t.created);
    created();
  };

  return (
    <FormDialog
      blocked={blocked}
      open={open}
      onOpenChange={props.onOpenChange}
      title={t.createTitle}
      description={t.createNewDescription}
      onSubmit={(e) => void submit(e)}
      submitLabel={t.create}
      submitDisabled={busy}
    >
      <Field id="agent-type" label={t.type} error={errors.agent_type_id}>
        <ChoiceSelect
          id="agent-type"
          value={typeId}
          values={types.map((ty) => ty.id)}
          label={(id) => types.find((ty) => ty.id === id)?.label ?? id}
          onChange={(v) => {
            setTypeId(v);
            setErrors((x) => ({ ...x, agent_type_id: undefined }));
          }}
          empty={t.typePlaceholder}
        />
      </Field>
      <Field id="agent-name" label={t.name} error={errors.name}>
        <Input
          id="agent-name"
          value={name}
          placeholder={t.namePlaceholder}
          maxLength={80}
          aria-invalid={!!errors.name}
          onChange={(e) => {
            setName(e.target.value);
            setErrors((x) => ({ ...x, name: undefined }));
          }}
        />
      </Field>
      <IconChoice value={icon} onChange={setIcon} />
    </FormDialog>
  );
}

/** The icon as a group of radio buttons: arrow keys move through them. */
export function IconChoice({ value, onChange }: { value: string; onChange: (icon: AgentIconName) => void }) {
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium">{t.icon}</legend>
      <div className="flex flex-wrap gap-2">
        {AGENT_ICONS.map((name) => (
          <label
            key={name}
            className={cn(
              "cursor-pointer rounded-full p-0.5 ring-offset-background has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring",
              value === name && "ring-2 ring-primary",
            )}
          >
            <input
              type="radio"
              name="agent-icon"
              value={name}
              checked={value === name}
              onChange={() => onChange(name)}
              className="sr-only"
              aria-label={t.iconName[name]}
            />
            <AgentIcon name={name} />
          </label>
        ))}
      </div>
    </fieldset>
  );
}
