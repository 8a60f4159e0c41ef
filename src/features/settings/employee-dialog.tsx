import { type FormEvent, useId, useState } from "react";
import { toast } from "sonner";
import { Button } from "../../components/ui/button.tsx";
import { Dialog, DialogContent, DialogFooter, DialogHeader, DialogTitle } from "../../components/ui/dialog.tsx";
import { Input } from "../../components/ui/input.tsx";
import { Label } from "../../components/ui/label.tsx";
import { nl } from "../../i18n/nl.ts";
import { mutators } from "../../zero/mutators.ts";
import { useMutate } from "../../zero/use-mutate.ts";
import { type EmployeeFields, parseEmployee } from "./employee-form.ts";

const t = nl.employees;
const empty: EmployeeFields = { first_name: "", last_name: "", phone_number: "", email: "", employee_number: "" };

export function EmployeeDialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  organizationId: string;
  takenPhones: ReadonlySet<string>;
}) {
  const mutate = useMutate();
  const [fields, setFields] = useState(empty);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const base = useId();
  const set = (k: keyof EmployeeFields, v: string) => setFields((f) => ({ ...f, [k]: v }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = parseEmployee(props.organizationId, crypto.randomUUID(), fields);
    if (!parsed.ok) return setError(parsed.message);
    // The database refuses a second employee with this number too; say it before the round trip.
    if (parsed.input.phone_number && props.takenPhones.has(parsed.input.phone_number)) {
      return setError(t.duplicatePhone);
    }
    setBusy(true);
    const res = await mutate(mutators.employee.create(parsed.input));
    setBusy(false);
    if (!res.ok) {
      toast.error(t.addFailed, { description: /unique|duplicate/i.test(res.message) ? t.duplicatePhone : res.message });
      return;
    }
    toast.success(t.added);
    setFields(empty);
    setError(null);
    props.onOpenChange(false);
  };

  const field = (k: keyof EmployeeFields, label: string, extra: Record<string, string> = {}) => (
    <div className="space-y-1">
      <Label htmlFor={`${base}-${k}`}>{label}</Label>
      <Input id={`${base}-${k}`} value={fields[k]} onChange={(e) => set(k, e.target.value)} {...extra} />
    </div>
  );

  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t.addTitle}</DialogTitle>
        </DialogHeader>
        <form onSubmit={submit} className="space-y-3" noValidate>
          <div className="grid gap-3 sm:grid-cols-2">
            {field("first_name", t.firstName)}
            {field("last_name", t.lastName)}
          </div>
          {field("phone_number", t.phone, { placeholder: "+31612345678", inputMode: "tel" })}
          {field("email", t.email, { type: "email" })}
          {field("employee_number", t.employeeNumber)}
          {error && (
            <p role="alert" className="text-sm text-destructive">
              {error}
            </p>
          )}
          <DialogFooter>
            <Button type="submit" disabled={busy}>
              {t.add}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
