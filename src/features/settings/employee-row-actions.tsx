import { DownloadIcon, MoreHorizontalIcon, PencilIcon, ShieldXIcon, Trash2Icon } from "lucide-react";
import { useState } from "react";
import { nl } from "../../../common/i18n/nl.ts";
import { Button } from "../../components/ui/button.tsx";
import { ConfirmDialog } from "../../components/ui/confirm-dialog.tsx";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "../../components/ui/dropdown-menu.tsx";
import { api } from "../../lib/api-client.ts";
import { downloadWithToast, eraseWithToast } from "./data-rights-toasts.ts";
import { type EditedEmployee, EmployeeDialog } from "./employee-dialog.tsx";

const t = nl.employees;
const tp = nl.privacy;

/**
 * A row's actions, for admins: download or erase the employee's data (the AVG's rights),
 * edit, delete. A wide screen with a mouse shows them as icons (named on hover); a narrow or
 * touch screen, where nothing hovers, as one '⋯' menu that names each in words.
 */
export function EmployeeRowActions(props: {
  organizationId: string;
  employee: EditedEmployee & { id: string };
  name: string;
  takenPhones: ReadonlySet<string>;
  onRemove: (id: string) => void;
}) {
  const { name } = props;
  const [open, setOpen] = useState<null | "erase" | "edit" | "delete">(null);
  const client = () => api.employeeData(props.organizationId)[":id"];
  const param = { id: props.employee.id };
  const download = () => void downloadWithToast(client().export.$get({ param }), `medewerker-${name}`);
  const close = (o: boolean) => !o && setOpen(null);
  const icons = [
    { key: "download", label: `${tp.exportLabel}: ${name}`, Icon: DownloadIcon, run: download },
    { key: "erase", label: `${tp.eraseLabel}: ${name}`, Icon: ShieldXIcon, run: () => setOpen("erase") },
    { key: "edit", label: nl.fleksActions.editLabel(name), Icon: PencilIcon, run: () => setOpen("edit") },
    { key: "delete", label: `${t.deleteLabel}: ${name}`, Icon: Trash2Icon, run: () => setOpen("delete") },
  ] as const;
  return (
    <div className="flex items-center gap-0.5 xl:justify-end">
      <div className="hidden xl:pointer-fine:contents">
        {icons.map(({ key, label, Icon, run }) => (
          <Button key={key} variant="ghost" size="icon" aria-label={label} title={label} onClick={run}>
            <Icon aria-hidden />
          </Button>
        ))}
      </div>
      <div className="contents xl:pointer-fine:hidden">
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="ghost" size="icon" aria-label={t.rowActions(name)} className="pointer-coarse:size-11">
              <MoreHorizontalIcon aria-hidden />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            <DropdownMenuItem onSelect={download}>
              <DownloadIcon aria-hidden /> {tp.exportLabel}
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={() => setOpen("edit")}>
              <PencilIcon aria-hidden /> {t.edit}
            </DropdownMenuItem>
            <DropdownMenuSeparator />
            <DropdownMenuItem className="text-destructive" onSelect={() => setOpen("erase")}>
              <ShieldXIcon aria-hidden /> {tp.eraseLabel}
            </DropdownMenuItem>
            <DropdownMenuItem className="text-destructive" onSelect={() => setOpen("delete")}>
              <Trash2Icon aria-hidden /> {t.deleteLabel}
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      </div>
      <ConfirmDialog
        open={open === "erase"}
        onOpenChange={close}
        title={tp.eraseTitle}
        description={tp.eraseDescription(name)}
        confirmLabel={tp.eraseConfirm}
        typeToConfirm={{ label: tp.eraseTypeName(name), value: name }}
        onConfirm={(confirmation) => void eraseWithToast(client().erase.$post({ param, json: { confirmation } }))}
      />
      <EmployeeDialog
        open={open === "edit"}
        onOpenChange={close}
        organizationId={props.organizationId}
        takenPhones={props.takenPhones}
        editing={props.employee}
      />
      <ConfirmDialog
        open={open === "delete"}
        onOpenChange={close}
        title={t.deleteConfirmTitle}
        description={t.deleteConfirm(name)}
        confirmLabel={t.deleteLabel}
        onConfirm={() => props.onRemove(props.employee.id)}
      />
    </div>
  );
}
