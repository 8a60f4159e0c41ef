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
          // The header has room for a part of a long name: the whole one on hover and in the menu.
          title={organization?.name}
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
      {/* Names wrap rather than being cut off: two long names that start alike looked the same. */}
      <DropdownMenuContent align="start" className="w-[min(90vw,22rem)]">
        <DropdownMenuLabel>{nl.shell.switchOrganization}</DropdownMenuLabel>
        {organization && (
          <p className="px-2 pb-1.5 text-sm wrap-anywhere" data-testid="switcher-current">
            <span className="block text-xs text-muted-foreground">{nl.shell.currentOrganization}</span>
            {organization.name}
          </p>
        )}
        <DropdownMenuSeparator />
        <div className="max-h-80 overflow-y-auto">
          <DropdownMenuRadioGroup value={organization?.id ?? ""} onValueChange={switchOrganization}>
            {organizations.map((org) => (
              <DropdownMenuRadioItem key={org.id} value={org.id} title={org.name}>
                <span className="min-w-0 wrap-anywhere">{org.name}</span>
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
