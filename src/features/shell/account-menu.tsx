import { useQuery, useZero } from "@rocicorp/zero/react";
import { useNavigate } from "@tanstack/react-router";
import { ClockIcon, KeyRoundIcon, LogOutIcon, MonitorIcon, MoonIcon, SettingsIcon, SunIcon } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { nl } from "../../../common/i18n/nl.ts";
import { queries } from "../../../common/zero/queries.ts";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "../../components/ui/dropdown-menu.tsx";
import { authClient } from "../../lib/auth-client.ts";
import { clearLocalReplica } from "../../zero/clear-local-replica.ts";
import { type Me, useSession } from "../auth/session.tsx";
import { ChangePasswordDialog } from "./change-password-dialog.tsx";
import { avatarInitial } from "./initial.ts";
import { useTheme } from "./theme.tsx";
import { parseThemeChoice } from "./theme-rule.ts";

export function AccountMenu({ me }: { me: Me }) {
  // The profile (live through Zero) mirrors the account; a name change shows here at once.
  const [profile] = useQuery(queries.profiles.mine());
  const { theme, setTheme } = useTheme();
  const session = useSession();
  const navigate = useNavigate();
  const zero = useZero();
  const [changingPassword, setChangingPassword] = useState(false);

  const signOut = async () => {
    const { error } = await authClient.signOut();
    if (error) {
      toast.error(nl.auth.signOutFailed, { description: error.message ?? nl.common.genericError });
      return;
    }
    // Before anything re-renders: the HR data synced to this browser must not outlive the session.
    await clearLocalReplica(zero);
    toast.success(nl.auth.signedOut, { description: nl.auth.signedOutDescription });
    await session.refresh();
    await navigate({ to: "/auth", replace: true });
  };

  return (
    <>
      <ChangePasswordDialog open={changingPassword} onOpenChange={setChangingPassword} />
      <DropdownMenu>
        <DropdownMenuTrigger
          className="flex size-9 items-center justify-center rounded-full bg-primary font-semibold text-primary-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
          aria-label={me.user.email}
          data-testid="account-menu"
        >
          {avatarInitial(me.user.email)}
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="w-60">
          <DropdownMenuLabel className="font-normal">
            <div className="truncate text-sm font-medium">{profile?.full_name ?? me.user.name}</div>
            <div className="truncate text-xs text-muted-foreground">{me.user.email}</div>
          </DropdownMenuLabel>
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => void navigate({ to: "/dashboard/settings" })}>
            <SettingsIcon aria-hidden /> {nl.shell.settings}
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => setChangingPassword(true)}>
            <KeyRoundIcon aria-hidden /> {nl.auth.changePassword}
          </DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuLabel className="text-xs text-muted-foreground">{nl.shell.theme}</DropdownMenuLabel>
          <DropdownMenuRadioGroup value={theme} onValueChange={(v) => setTheme(parseThemeChoice(v))}>
            <DropdownMenuRadioItem value="light">
              <SunIcon aria-hidden /> {nl.shell.themeLight}
            </DropdownMenuRadioItem>
            <DropdownMenuRadioItem value="dark">
              <MoonIcon aria-hidden /> {nl.shell.themeDark}
            </DropdownMenuRadioItem>
            <DropdownMenuRadioItem value="system">
              <ClockIcon aria-hidden /> {nl.shell.themeSystem}
            </DropdownMenuRadioItem>
            <DropdownMenuRadioItem value="device">
              <MonitorIcon aria-hidden /> {nl.shell.themeDevice}
            </DropdownMenuRadioItem>
          </DropdownMenuRadioGroup>
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => void signOut()}>
            <LogOutIcon aria-hidden /> {nl.shell.signOut}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </>
  );
}
