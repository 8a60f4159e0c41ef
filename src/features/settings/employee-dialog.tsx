import { type ComponentProps, type FormEvent, useEffect, useId, useRef, useState } from "react";
import { toast } from "sonner";
import { nl } from "../../../common/i18n/nl.ts";
import { onlyBsnShaped } from "../../../common/privacy/bsn-shaped.ts";
import { mutators } from "../../../common/zero/mutators.ts";
import { describedBy, Field } from "../../components/ui/field.tsx";
import { FormDialog } from "../../components/ui/form-dialog.tsx";
import { Input } from "../../components/ui/input.tsx";
import { useSave } from "../../zero/use-save.ts";
import { FleksEmployeeNotice } from "../fleks/fleks-employee-notice.tsx";
import { useAdminLost } from "../organizations/use-admin-lost.ts";
import {
  type EmployeeErrors,
  type EmployeeField,
  emptyEmployee,
  isDuplicatePhoneError,
  parseEmployee,
} from "./employee-form.ts";

const t = nl.employees;

/** An employee the dialog edits instead of adding one; `external_source` 'fleks' when it came from Fleks. */
export type EditedEmployee = {
  id: string;
  external_source?: string | null;
  updated_at?: number;
  employee_number_not_bsn?: boolean;
} & {
  [K in keyof typeof emptyEmployee]: string | null | undefined;
};

export function EmployeeDialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  organizationId: string;
  takenPhones: ReadonlySet<string>;
  editing?: EditedEmployee;
}) {
  const blocked = useAdminLost();
  const { editing } = props;
  const { busy, save } = useSave();
  const [fields, setFields] = useState(emptyEmployee);
  const [errors, setErrors] = useState<EmployeeErrors>({});
  const [summary, setSummary] = useState<string | null>(null);
  // 'Dit is geen BSN' for a personnel number passing the 11-proef; it goes with that number only.
  const [notBsn, setNotBsn] = useState(false);
  const base = useId();

  // A fresh form every time the dialog opens, from the employee as they were then: a
  // colleague's save (or a welcome's status) changing the row must not wipe what is typed.
  const latest = useRef(editing);
  latest.current = editing;
  const [opened, setOpened] = useState(editing);
  useEffect(() => {
    if (!props.open) return;
    const row = latest.current;
    setOpened(row);
    setFields(
      row
        ? {
            first_name: row.first_name ?? "",
            last_name: row.last_name ?? "",
            phone_number: row.phone_number ?? "",
            email: row.email ?? "",
            employee_number: row.employee_number ?? "",
          }
        : emptyEmployee,
    );
    setNotBsn(row?.employee_number_not_bsn ?? false);
    setErrors({});
    setSummary(null);
  }, [props.open]);

  const set = (k: EmployeeField, v: string) => {
    setFields((f) => ({ ...f, [k]: v }));
    if (k === "employee_number") setNotBsn(false);
    // The message goes once the field is touched again; the rest stay until the next submit.
    setErrors(({ [k]: _, ...rest }) => rest);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    // An edited employee keeps its own number: only the others' numbers are taken.
    const taken = editing
      ? new Set([...props.takenPhones].filter((p) => p !== editing.phone_number))
      : props.takenPhones;
    const parsed = parseEmployee(props.organizationId, editing?.id ?? crypto.randomUUID(), fields, taken, notBsn);
    if (!parsed.ok) {
      setErrors(parsed.errors);
      setSummary(parsed.errors.form ?? (parsed.missingRequired ? t.requiredMissing : t.checkFields));
      return;
    }
    const { organization_id: _, ...changes } = parsed.input;
    const res = await save(
      editing
        ? mutators.employee.update({ ...changes, expected_updated_at: opened?.updated_at })
        : mutators.employee.create(parsed.input),
      // Saved after the 10 s notice (useMutate says so): done, as if at once.
      (late) => late.ok && props.onOpenChange(false),
    );
    if (!res) return;
    if (!res.ok) {
      // Another tab may have added the number a moment ago: the database has the last word.
      if (isDuplicatePhoneError(res.message)) {
        setErrors({ phone_number: t.duplicatePhone });
        setSummary(t.checkFields);
      } else {
        toast.error(editing ? nl.fleksActions.editFailed : t.addFailed, { description: res.message });
      }
      return;
    }
    toast.success(editing ? nl.fleksActions.edited : t.added);
    props.onOpenChange(false);
  };

  const field = (
    k: EmployeeField,
    label: string,
    opts: { required?: boolean; hint?: string; input?: ComponentProps<"input"> } = {},
  ) => {
    const id = `${base}-${k}`;
    const error = errors[k];
    const labelled = (
      <>
        {label}
        <span className="ml-1 text-xs font-normal text-muted-foreground">
          ({opts.required ? t.required : t.optional})
        </span>
      </>
    );
    return (
      <Field id={id} label={labelled} hint={opts.hint} error={error} className="space-y-1">
        <Input
          id={id}
          value={fields[k]}
          onChange={(e) => set(k, e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-required={opts.required || undefined}
          aria-describedby={describedBy(id, { hint: opts.hint, error })}
          className={error ? "border-destructive" : undefined}
          {...opts.input}
        />
      </Field>
    );
  };

  return (
    <FormDialog
      blocked={blocked}
      open={props.open}
      onOpenChange={props.onOpenChange}
      title={editing ? nl.fleksActions.editTitle : t.addTitle}
      description={t.description}
      onSubmit={submit}
      submitLabel={editing ? nl.fleksActions.editSave : t.add}
      submitDisabled={busy}
      formClassName="space-y-3"
    >
      {editing?.external_source === "fleks" && <FleksEmployeeNotice organizationId={props.organizationId} />}
      <div className="grid gap-3 sm:grid-cols-2">
        {field("first_name", t.firstName, { required: true, input: { autoComplete: "off" } })}
        {field("last_name", t.lastName, { required: true, input: { autoComplete: "off" } })}
      </div>
      {field("phone_number", t.phone, {
        required: true,
        hint: t.phoneHint,
        input: { placeholder: "+31612345678", inputMode: "tel", type: "tel", autoComplete: "off" },
      })}
      {field("email", t.email, { input: { type: "email", autoComplete: "off" } })}
      {field("employee_number", t.employeeNumber, { input: { autoComplete: "off" } })}
      {/* Asked only when the number passes the 11-proef; the server saves it only with this ticked. */}
      {(errors.employee_number === nl.privacy.bsnConfirm || (notBsn && onlyBsnShaped(fields.employee_number))) && (
        <label className="flex items-start gap-2 text-sm">
          <input
            type="checkbox"
            className="mt-0.5 size-4"
            checked={notBsn}
            onChange={(ev) => {
              setNotBsn(ev.target.checked);
              setErrors(({ employee_number: _, ...rest }) => rest);
            }}
            data-testid="employee-number-not-bsn"
          />
          {nl.privacy.bsnConfirmLabel}
        </label>
      )}
      {summary && (
        <p role="alert" className="text-sm text-destructive">
          {summary}
        </p>
      )}
    </FormDialog>
  );
}
