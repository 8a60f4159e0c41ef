import { type FormEvent, useEffect, useState } from "react";
import { toast } from "sonner";
import { AGENT_TONES, type AgentIcon as AgentIconName, type AgentTone } from "../../../common/agents/agent-kinds.ts";
import { AGENT_TEXT_MAX } from "../../../common/agents/agent-validation.ts";
import { nl } from "../../../common/i18n/nl.ts";
import { mutators } from "../../../common/zero/mutators.ts";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { ChoiceSelect } from "../../components/ui/choice-select.tsx";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../../components/ui/dialog.tsx";
import { Field, hintId } from "../../components/ui/field.tsx";
import { Input, Textarea } from "../../components/ui/input.tsx";
import { SwitchRow } from "../../components/ui/switch-row.tsx";
import { type Mutation, useMutate } from "../../zero/use-mutate.ts";
import { IconChoice } from "./create-agent-dialog.tsx";
import { type AgentRow, capabilitiesOf, settingOf, textSetting } from "./use-agents.ts";

const t = nl.agents;
type TextKey = "display_name" | "tone" | "handover_message" | "opening_message";

const section = "space-y-4 rounded-lg border p-4";

/** An agent's settings (the spec's agent-config: update, get/update settings, capabilities); each change applies to its next reply. */
export function AgentSettingsDialog({ agent, onClose }: { agent: AgentRow | null; onClose: () => void }) {
  return (
    <Dialog open={agent !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl">
        {agent && (
          <>
            <DialogHeader>
              <DialogTitle className="flex items-center gap-2">
                {t.settingsTitle(agent.name)} <Badge variant="outline">{t.version(agent.settings_version)}</Badge>
              </DialogTitle>
              <DialogDescription>{t.settingsDescription}</DialogDescription>
            </DialogHeader>
            <GeneralForm key={`g-${agent.id}`} agent={agent} />
            <SettingsForm key={`s-${agent.id}`} agent={agent} />
            <CapabilitySwitches agent={agent} />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

function GeneralForm({ agent }: { agent: AgentRow }) {
  const mutate = useMutate();
  const [name, setName] = useState(agent.name);
  const [icon, setIcon] = useState<AgentIconName>(agent.icon as AgentIconName);
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    const res = await mutate(mutators.agent.update({ id: agent.id, name, icon, now: Date.now() }));
    setBusy(false);
    if (res.ok) toast.success(t.updated);
    else toast.error(t.updateFailed, { description: res.message });
  };
  return (
    <form className={section} onSubmit={(e) => void submit(e)} noValidate aria-label={t.general}>
      <h3 className="font-semibold">{t.general}</h3>
      <Field id="agent-edit-name" label={t.name}>
        <Input id="agent-edit-name" value={name} maxLength={80} onChange={(e) => setName(e.target.value)} />
      </Field>
      <IconChoice value={icon} onChange={setIcon} />
      <Button type="submit" disabled={busy || !name.trim()}>
        {t.save}
      </Button>
    </form>
  );
}

function SettingsForm({ agent }: { agent: AgentRow }) {
  const mutate = useMutate();
  const initial = (): Record<TextKey, string> => ({
    display_name: textSetting(agent, "display_name"),
    tone: textSetting(agent, "tone"),
    handover_message: textSetting(agent, "handover_message"),
    opening_message: textSetting(agent, "opening_message"),
  });
  const [values, setValues] = useState(initial);
  const [busy, setBusy] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when another agent opens
  useEffect(() => setValues(initial()), [agent.id]);
  const set = (key: TextKey) => (value: string) => setValues((v) => ({ ...v, [key]: value }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const before = initial();
    const changed = (Object.keys(values) as TextKey[]).filter((k) => values[k].trim() !== before[k].trim());
    if (!changed.length) return;
    setBusy(true);
    for (const key of changed) {
      const base = { agent_id: agent.id, now: Date.now() };
      const mutation: Mutation =
        key === "tone"
          ? mutators.agent.setting({ ...base, key, value: (values.tone || "friendly") as AgentTone })
          : mutators.agent.setting({ ...base, key, value: values[key] });
      const res = await mutate(mutation);
      if (!res.ok) {
        setBusy(false);
        toast.error(t.settingFailed, { description: res.message });
        return;
      }
    }
    setBusy(false);
    toast.success(t.settingSaved);
  };

  const textArea = (key: "handover_message" | "opening_message", label: string, hint: string) => (
    <Field id={`agent-${key}`} label={label} hint={hint}>
      <Textarea
        id={`agent-${key}`}
        value={values[key]}
        maxLength={AGENT_TEXT_MAX}
        aria-describedby={hintId(`agent-${key}`)}
        onChange={(e) => set(key)(e.target.value)}
      />
    </Field>
  );
  return (
    <form className={section} onSubmit={(e) => void submit(e)} noValidate aria-label={t.behaviour}>
      <h3 className="font-semibold">{t.behaviour}</h3>
      <Field id="agent-display-name" label={t.displayName} hint={t.displayNameHint}>
        <Input
          id="agent-display-name"
          value={values.display_name}
          placeholder={agent.name}
          maxLength={80}
          aria-describedby={hintId("agent-display-name")}
          onChange={(e) => set("display_name")(e.target.value)}
        />
      </Field>
      <Field id="agent-tone" label={t.tone} hint={t.toneHint}>
        <ChoiceSelect
          id="agent-tone"
          value={(values.tone || "friendly") as AgentTone}
          values={AGENT_TONES}
          label={(v) => t.toneName[v]}
          onChange={(v) => set("tone")(v)}
        />
      </Field>
      {textArea("opening_message", t.openingMessage, t.openingMessageHint)}
      {textArea("handover_message", t.handoverMessage, t.handoverMessageHint)}
      <Button type="submit" disabled={busy}>
        {t.save}
      </Button>
    </form>
  );
}

function CapabilitySwitches({ agent }: { agent: AgentRow }) {
  const mutate = useMutate();
  const offered = agent.type?.capabilities ?? [];
  const on = capabilitiesOf(agent);
  const toggle = async (capability: (typeof offered)[number], enabled: boolean) => {
    const chosen = Array.isArray(settingOf(agent, "capabilities")) ? on : offered;
    const value = enabled ? [...new Set([...chosen, capability])] : chosen.filter((c) => c !== capability);
    const res = await mutate(
      mutators.agent.setting({ agent_id: agent.id, key: "capabilities", value, now: Date.now() }),
    );
    if (res.ok) toast.success(t.settingSaved);
    else toast.error(t.settingFailed, { description: res.message });
  };
  return (
    <section className={section} aria-label={t.capabilitiesTitle}>
      <h3 className="font-semibold">{t.capabilitiesTitle}</h3>
      {offered.map((c) => (
        <SwitchRow
          key={c}
          label={t.capability[c]}
          checked={on.includes(c)}
          onCheckedChange={(enabled) => void toggle(c, enabled)}
        />
      ))}
    </section>
  );
}
