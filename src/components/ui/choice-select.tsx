import { cn } from "../../lib/cn.ts";

/**
 * A native select over a fixed list of values, each shown by `label`: keyboard and screen
 * readers get the browser's own control. `empty` adds a first choice for "none" (value "").
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
}) {
  return (
    <select
      id={props.id}
      aria-label={props["aria-label"]}
      className={cn(
        "flex h-9 w-full rounded-md border border-input bg-background px-2 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-60",
        props.className,
      )}
      value={props.value}
      onChange={(e) => props.onChange(e.target.value as V | "")}
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
