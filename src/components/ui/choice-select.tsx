import { useRef, useState } from "react";
import { cn } from "../../lib/cn.ts";

/** Keys that move a closed select's value in Chrome on Windows and Linux, one option per press. */
const BROWSING_KEYS = new Set(["ArrowUp", "ArrowDown", "Home", "End", "PageUp", "PageDown"]);

/**
 * A native select over a fixed list of values, each shown by `label`: keyboard and screen
 * readers get the browser's own control. `empty` adds a first choice for "none" (value "").
 * `commit: "explicit"` is for a select whose change is saved at once (a role, a sync
 * direction): a closed select changes with every arrow key press, so a value reached by
 * browsing is only a draft until Enter or leaving the field (Escape puts the saved one
 * back); a value picked from the open list or by mouse counts at once.
 */
export function ChoiceSelect<V extends string>(props: {
  id?: string;
  /** When no visible label is tied to it by `id`. */
  "aria-label"?: string;
  value: V | "";
  values: readonly V[];
  label: (value: V) => string;
  onChange: (value: V | "") => void;
  empty?: string;
  disabled?: boolean;
  className?: string;
  commit?: "change" | "explicit";
}) {
  const [draft, setDraft] = useState<V | "" | null>(null);
  const browsing = useRef(false);
  const explicit = props.commit === "explicit";
  const commitDraft = () => {
    if (draft !== null && draft !== props.value) props.onChange(draft);
    setDraft(null);
  };
  return (
    <select
      id={props.id}
      aria-label={props["aria-label"]}
      className={cn(
        "flex h-9 w-full rounded-md border border-input bg-background px-2 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-60",
        props.className,
      )}
      value={draft ?? props.value}
      onKeyDown={(e) => {
        if (!explicit) return;
        browsing.current = BROWSING_KEYS.has(e.key);
        if (e.key === "Enter") commitDraft();
        if (e.key === "Escape" && draft !== null) {
          e.preventDefault();
          setDraft(null);
        }
      }}
      onChange={(e) => {
        const value = e.target.value as V | "";
        if (explicit && browsing.current) setDraft(value);
        else {
          setDraft(null);
          props.onChange(value);
        }
      }}
      onBlur={explicit ? commitDraft : undefined}
      disabled={props.disabled}
    >
      {props.empty !== undefined && <option value="">{props.empty}</option>}
      {props.values.map((value) => (
        <option key={value} value={value}>
          {props.label(value)}
        </option>
      ))}
    </select>
  );
}
