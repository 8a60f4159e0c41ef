import { PencilIcon } from "lucide-react";
import { useState } from "react";
import { nl } from "../../../common/i18n/nl.ts";
import { Button } from "../../components/ui/button.tsx";
import { type EditedEmployee, EmployeeDialog } from "./employee-dialog.tsx";

/** A row's 'Bewerken': the employee dialog, filled with the row, saving through employee.update. */
export function EditEmployee(props: {
  organizationId: string;
  employee: EditedEmployee;
  name: string;
  takenPhones: ReadonlySet<string>;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        aria-label={nl.fleksActions.editLabel(props.name)}
        onClick={() => setOpen(true)}
      >
        <PencilIcon aria-hidden />
      </Button>
      <EmployeeDialog
        open={open}
        onOpenChange={setOpen}
        organizationId={props.organizationId}
        takenPhones={props.takenPhones}
        editing={props.employee}
      />
    </>
  );
}
