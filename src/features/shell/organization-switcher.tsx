import { Building2Icon, ChevronsUpDownIcon } from "lucide-react";
import { nl } from "../../../common/i18n/nl.ts";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "../../components/ui/dropdown-menu.tsx";
import { useCurrentOrganization } from "../organizations/current-organization.tsx";
import { showOrganizationSwitcher } from "../organizations/pick-organization.ts";

export function OrganizationSwitcher() {
  const { organizations, organization, platformRole, isAdmin, membershipCount, switchOrganization } =
    useCurrentOrganization();
  if (!showOrganizationSwitcher({ isAdmin, isSuperAdmin: platformRole === "super_admin", membershipCount }))
    return null;
  const roleBadge =
    platformRole === "milo_admin"
      ? nl.shell.switcherAdmin
      : platformRole === "super_admin"
        ? nl.shell.superadmin
        : null;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="outline"
          className="w-[240px] max-w-full justify-between"
          // The name it shows is part of its name: speech input users say what they see.
          aria-label={`${nl.shell.switchOrganization}: ${organization?.name ?? "—"}`}
        >
          <span className="flex min-w-0 items-center gap-2">
            <Building2Icon aria-hidden />
            <span className="truncate" data-testid="current-org-name">
              {organization?.name ?? "—"}
            </span>
          </span>
          <ChevronsUpDownIcon className="opacity-60" aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="w-[240px]">
        <DropdownMenuLabel>{nl.shell.switchOrganization}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        <div className="max-h-80 overflow-y-auto">
          <DropdownMenuRadioGroup value={organization?.id ?? ""} onValueChange={switchOrganization}>
            {organizations.map((org) => (
              <DropdownMenuRadioItem key={org.id} value={org.id}>
                <span className="truncate">{org.name}</span>
                {roleBadge && (
                  <Badge variant={platformRole === "super_admin" ? "orange" : "secondary"} className="ml-auto">
                    {roleBadge}
                  </Badge>
                )}
              </DropdownMenuRadioItem>
            ))}
          </DropdownMenuRadioGroup>
        </div>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
