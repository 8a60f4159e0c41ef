import { nl } from "../../../common/i18n/nl.ts";

// The page's own name for the browser tab, by route: a tab list or a screen reader's window
// list then tells the screens apart ("Inbox – Acme" rather than "Acme" on every one).
const titles: [prefix: string, name: string][] = [
  ["/dashboard/onboarding", nl.shell.nav.onboarding],
  ["/dashboard/faq", nl.shell.nav.faq],
  ["/dashboard/documents", nl.shell.nav.documents],
  ["/dashboard/inbox", nl.shell.nav.inbox],
  ["/dashboard/analytics", nl.shell.nav.analytics],
  ["/dashboard/agents", nl.shell.nav.agents],
  ["/dashboard/integrations/whatsapp", nl.pages.whatsapp],
  ["/dashboard/integrations", nl.pages.integrations],
  ["/dashboard/fleks", nl.pages.fleks],
  ["/dashboard/settings", nl.shell.nav.settings],
  ["/dashboard/automations", nl.pages.automations],
];

/** The page name for `pathname`, or null where the organisation's name alone is the title. */
export function pageTitleFor(pathname: string): string | null {
  const path = pathname.replace(/\/+$/, "");
  const hit = titles.find(([prefix]) => path === prefix || path.startsWith(`${prefix}/`));
  return hit ? hit[1] : null;
}

/** "Inbox – Acme": the page first, so it is what a narrow tab still shows. */
export function documentTitle(page: string | null, site: string): string {
  return page ? `${page} – ${site}` : site;
}

// The organisation's name comes from the shell's branding, the page's from the route; whichever
// changes last writes the title from both.
let current: { page: string | null; site: string } = { page: null, site: nl.product.name };

export function setTitleParts(parts: Partial<typeof current>) {
  current = { ...current, ...parts };
  document.title = documentTitle(current.page, current.site);
}
