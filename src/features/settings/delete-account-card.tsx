import { UserXIcon } from "lucide-react";
import { useId, useState } from "react";
import { toast } from "sonner";
import { nl } from "../../../common/i18n/nl.ts";
import { Button } from "../../components/ui/button.tsx";
import { ConfirmDialog } from "../../components/ui/confirm-dialog.tsx";
import { TextField } from "../../components/ui/text-field.tsx";
import { api, call } from "../../lib/api-client.ts";
import { SettingsCard } from "./settings-card.tsx";

const t = nl.accounts;

/**
 * Deletes a user's account by e-mail (login, sessions, memberships), after the admin types
 * the address again. The server decides whether this admin may (see delete-account.ts).
 */
export function DeleteAccountCard({ organizationId }: { organizationId: string }) {
  const [email, setEmail] = useState("");
  const id = useId();
  const address = email.trim();
  const remove = async () => {
    try {
      await call(api.accounts(organizationId).delete.$post({ json: { email: address } }), t.deleteFailed);
      toast.success(t.deleted, { description: address });
      setEmail("");
    } catch (err) {
      toast.error(t.deleteFailed, { description: err instanceof Error ? err.message : undefined });
    }
  };
  return (
    <SettingsCard title={t.title} description={t.description}>
      <div className="grid gap-4 sm:grid-cols-[1fr_auto] sm:items-end">
        <TextField
          id={id}
          label={t.email}
          type="email"
          autoComplete="off"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          placeholder="naam@bedrijf.nl"
        />
        <ConfirmDialog
          trigger={
            <Button
              variant="destructive"
              onClick={(e) => {
                if (address) return;
                e.preventDefault();
                toast.error(t.emailRequired, { description: t.emailRequiredDescription });
              }}
            >
              <UserXIcon aria-hidden /> {t.delete}
            </Button>
          }
          title={t.confirmTitle}
          description={t.confirm(address)}
          confirmLabel={t.delete}
          typeToConfirm={{ label: t.email, value: address }}
          onConfirm={() => void remove()}
        />
      </div>
    </SettingsCard>
  );
}
