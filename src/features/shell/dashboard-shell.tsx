import { Link } from "@tanstack/react-router";
import { PanelLeftIcon } from "lucide-react";
import { Fragment, type ReactNode, useCallback, useEffect, useState } from "react";
import { nl } from "../../../common/i18n/nl.ts";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Sheet, SheetContent, SheetTitle } from "../../components/ui/sheet.tsx";
import { FullPageSpinner } from "../../components/ui/spinner.tsx";
import { cn } from "../../lib/cn.ts";
import type { Me } from "../auth/session.tsx";
import { NotificationBell } from "../notifications/notification-bell.tsx";
import { useCurrentOrganization } from "../organizations/current-organization.tsx";
import { AccessLostNotice } from "./access-lost-notice.tsx";
import { AccountMenu } from "./account-menu.tsx";
import { SidebarContents } from "./app-sidebar.tsx";
import { ConnectionBanner } from "./connection-banner.tsx";
import { OrganizationSwitcher } from "./organization-switcher.tsx";
import { isSidebarShortcut, readSidebarCookie, sidebarCookie } from "./sidebar-state.ts";
import { useIsMobile } from "./use-is-mobile.ts";
import { useOrganizationBranding } from "./use-organization-branding.ts";

/** The main region, where the skip link takes focus. */
const MAIN_ID = "main-content";

export function DashboardShell({ me, children }: { me: Me; children: ReactNode }) {
  const isMobile = useIsMobile();
  const [open, setOpen] = useState(() => readSidebarCookie(document.cookie));
  const [mobileOpen, setMobileOpen] = useState(false);
  const { loading, organization } = useCurrentOrganization();
  useOrganizationBranding(organization ?? null);

  const toggle = useCallback(() => {
    if (isMobile) {
      setMobileOpen((o) => !o);
      return;
    }
    setOpen((o) => {
      // biome-ignore lint/suspicious/noDocumentCookie: a plain cookie is the spec's storage for this flag.
      document.cookie = sidebarCookie(!o);
      return !o;
    });
  }, [isMobile]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!isSidebarShortcut(e)) return;
      e.preventDefault();
      toggle();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [toggle]);

  const collapsed = !open;
  return (
    <div className="flex min-h-screen">
      {/* The first Tab stop: past the sidebar and header to the page itself. */}
      <a
        href={`#${MAIN_ID}`}
        onClick={(e) => {
          e.preventDefault();
          document.getElementById(MAIN_ID)?.focus();
        }}
        className="sr-only rounded-md bg-background px-3 py-2 text-sm font-medium shadow-md focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:outline-none focus:ring-2 focus:ring-ring"
      >
        {nl.shell.skipToContent}
      </a>
      {isMobile ? (
        <Sheet open={mobileOpen} onOpenChange={setMobileOpen}>
          <SheetContent
            className="w-[18rem]"
            aria-describedby={undefined}
            // Radix skips links when it picks the first field, so focus landed on the setup
            // progress at the bottom (opening its tooltip): start at this page's menu item.
            onOpenAutoFocus={(e) => {
              e.preventDefault();
              const menu = (e.currentTarget as HTMLElement).querySelector("nav");
              const link = menu?.querySelector<HTMLElement>('a[aria-current="page"]') ?? menu?.querySelector("a");
              link?.focus();
            }}
          >
            <SheetTitle className="sr-only">{nl.shell.toggleSidebar}</SheetTitle>
            <SidebarContents collapsed={false} onNavigate={() => setMobileOpen(false)} />
          </SheetContent>
        </Sheet>
      ) : (
        <aside
          data-testid="sidebar"
          data-state={collapsed ? "collapsed" : "expanded"}
          className={cn(
            "sticky top-0 h-screen shrink-0 border-r bg-sidebar transition-[width] duration-200",
            collapsed ? "w-12" : "w-64",
          )}
        >
          <SidebarContents collapsed={collapsed} />
        </aside>
      )}
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-40 flex h-14 items-center gap-3 border-b bg-background/95 px-3 backdrop-blur sm:px-4">
          <Button
            variant="ghost"
            size="icon"
            onClick={toggle}
            aria-label={nl.shell.toggleSidebar}
            aria-keyshortcuts="Control+B Meta+B"
          >
            <PanelLeftIcon />
          </Button>
          <Link to="/dashboard" className="flex items-center gap-2">
            <img src="/favicon.svg" alt="" className="size-7" />
            {/* On a phone the logo alone shows: the link keeps its name for screen readers. */}
            <span className="sr-only sm:hidden">{nl.shell.title}</span>
            <span className="hidden flex-col leading-tight sm:flex">
              <span className="font-semibold">{nl.shell.title}</span>
              <span className="text-xs text-muted-foreground">{nl.product.name}</span>
            </span>
          </Link>
          {/* It gives way to the bell and the account menu on a narrow header (768 px). */}
          <div className="ml-2 min-w-0 shrink">
            <OrganizationSwitcher />
          </div>
          <div className="ml-auto flex items-center gap-2">
            {me.platformRole === "super_admin" && <Badge variant="orange">{nl.shell.superadmin}</Badge>}
            <NotificationBell />
            <AccountMenu me={me} />
          </div>
        </header>
        <ConnectionBanner />
        <main id={MAIN_ID} tabIndex={-1} className="flex-1 p-4 focus:outline-none sm:p-6 lg:p-8">
          {loading ? (
            <FullPageSpinner />
          ) : organization ? (
            <>
              <AccessLostNotice />
              {/* Keyed by the organisation: a page and its open dialogs read the organisation
                  when they save, so on a switch they start afresh instead of saving what was
                  typed for one organisation into the next. */}
              <Fragment key={organization.id}>{children}</Fragment>
            </>
          ) : (
            <p className="text-muted-foreground">{nl.shell.noOrganization}</p>
          )}
        </main>
      </div>
    </div>
  );
}
