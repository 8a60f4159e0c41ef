import { Link } from "@tanstack/react-router";
import { nl } from "../../../common/i18n/nl.ts";
import { Badge } from "../../components/ui/badge.tsx";
import { Tooltip, TooltipContent, TooltipTrigger } from "../../components/ui/tooltip.tsx";
import { cn } from "../../lib/cn.ts";
import { useCurrentOrganization } from "../organizations/current-organization.tsx";
import { comingSoonNav, mainNav, type NavItem, settingsNav } from "./nav-items.ts";
import { SetupProgress } from "./setup-progress-bar.tsx";

/** The organisation's logo, or its initial on the brand colour. */
export function OrgLogo({ name, logoUrl }: { name: string; logoUrl: string | null | undefined }) {
  return logoUrl ? (
    <img src={logoUrl} alt="" className="size-9 shrink-0 rounded-md object-contain" />
  ) : (
    <div
      aria-hidden
      className="flex size-9 shrink-0 items-center justify-center rounded-md text-base font-bold"
      style={{ background: "var(--brand)", color: "var(--brand-foreground)" }}
    >
      {name.charAt(0).toUpperCase()}
    </div>
  );
}

function OrgMark({ collapsed }: { collapsed: boolean }) {
  const { organization } = useCurrentOrganization();
  const name = organization?.display_name || organization?.name || nl.product.name;
  return (
    <div className={cn("flex items-center gap-3 px-3 py-4", collapsed && "justify-center px-0")}>
      <OrgLogo name={name} logoUrl={organization?.logo_url} />
      {!collapsed && (
        <div className="min-w-0">
          <div className="truncate font-semibold" data-testid="sidebar-org-name">
            {name}
          </div>
          <div className="text-xs text-muted-foreground">{nl.product.aiAssistant}</div>
        </div>
      )}
    </div>
  );
}

function NavLink({ item, collapsed, onNavigate }: { item: NavItem; collapsed: boolean; onNavigate?: () => void }) {
  const Icon = item.icon;
  const link = (
    <Link
      to={item.to}
      onClick={onNavigate}
      className={cn(
        "flex h-9 items-center gap-3 rounded-md px-3 text-sm transition-colors hover:bg-(--menu-item-hover) hover:text-(--menu-item-fg)",
        collapsed && "justify-center px-0",
      )}
      // Text colour per state: given both, the stylesheet's order (not the markup's) picks one,
      // and the active item's white became dark on the brand colour.
      activeProps={{ className: "bg-(--menu-item-bg) font-medium text-(--menu-item-fg)", "aria-current": "page" }}
      inactiveProps={{ className: "text-sidebar-foreground" }}
    >
      <Icon className="size-4 shrink-0" aria-hidden />
      {collapsed ? <span className="sr-only">{item.label}</span> : <span className="truncate">{item.label}</span>}
    </Link>
  );
  if (!collapsed) return link;
  return (
    <Tooltip>
      <TooltipTrigger asChild>{link}</TooltipTrigger>
      <TooltipContent side="right">{item.label}</TooltipContent>
    </Tooltip>
  );
}

export function SidebarContents({ collapsed, onNavigate }: { collapsed: boolean; onNavigate?: () => void }) {
  const { isAdmin } = useCurrentOrganization();
  return (
    <div className="flex h-full flex-col">
      <OrgMark collapsed={collapsed} />
      <nav aria-label={nl.shell.mainMenu} className="flex-1 space-y-1 overflow-y-auto px-2">
        {mainNav.map((item) => (
          <NavLink key={item.to} item={item} collapsed={collapsed} onNavigate={onNavigate} />
        ))}
        <div className="pt-4">
          {!collapsed && (
            <div className="px-3 pb-1 text-xs font-medium tracking-wide text-muted-foreground uppercase">
              {nl.shell.nav.comingSoon}
            </div>
          )}
          {comingSoonNav(isAdmin).map((item) => {
            const Icon = item.icon;
            return (
              <div
                key={item.label}
                aria-disabled="true"
                className={cn(
                  "flex h-9 cursor-not-allowed items-center gap-3 rounded-md px-3 text-sm text-muted-foreground opacity-70",
                  collapsed && "justify-center px-0",
                )}
              >
                <Icon className="size-4 shrink-0" aria-hidden />
                {collapsed ? (
                  <span className="sr-only">{item.label}</span>
                ) : (
                  <>
                    <span className="truncate">{item.label}</span>
                    <Badge variant="secondary" className="ml-auto">
                      {nl.shell.nav.soon}
                    </Badge>
                  </>
                )}
              </div>
            );
          })}
        </div>
      </nav>
      <div className="space-y-3 border-t px-2 py-3">
        {!collapsed && <SetupProgress />}
        <NavLink item={settingsNav} collapsed={collapsed} onNavigate={onNavigate} />
      </div>
    </div>
  );
}
