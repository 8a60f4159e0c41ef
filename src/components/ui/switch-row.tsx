import { useId } from "react";
import { Label } from "./label.tsx";
import { Switch } from "./switch.tsx";

/** A setting that is on or off: its label and hint on the left, the switch on the right. */
export function SwitchRow(props: {
  label: string;
  hint?: string;
  checked: boolean;
  disabled?: boolean;
  onCheckedChange: (on: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4">
      <div>
        <Label htmlFor={id}>{props.label}</Label>
        {props.hint && (
          <p id={`${id}-hint`} className="text-xs text-muted-foreground">
            {props.hint}
          </p>
        )}
      </div>
      <Switch
        id={id}
        checked={props.checked}
        disabled={props.disabled}
        aria-describedby={props.hint ? `${id}-hint` : undefined}
        onCheckedChange={props.onCheckedChange}
      />
    </div>
  );
}
