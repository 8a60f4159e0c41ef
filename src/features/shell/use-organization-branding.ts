import { useEffect } from "react";
import { brandingColorsOf } from "../../../common/branding/branding-colors.ts";
import { readableOn, TEXT_SURFACES } from "../../../common/branding/readable-text.ts";
import { nl } from "../../../common/i18n/nl.ts";
import { setTitleParts } from "./page-title.ts";

type Branded = {
  name: string;
  display_name: string | null;
  favicon_url: string | null;
} & Parameters<typeof brandingColorsOf>[0];

/** The CSS variables the organisation's colours set (the sidebar preview uses the same). */
export function brandingVariables(organization: Parameters<typeof brandingColorsOf>[0]): Record<string, string> {
  const c = brandingColorsOf(organization);
  return {
    "--primary": c.accent_color,
    "--ring": c.accent_color,
    "--brand": c.accent_color,
    "--primary-foreground": c.primary_text_color,
    "--primary-text-light": readableOn(c.accent_color, TEXT_SURFACES.light),
    "--primary-text-dark": readableOn(c.accent_color, TEXT_SURFACES.dark),
    "--brand-foreground": c.primary_text_color,
    "--secondary": c.secondary_color,
    "--secondary-foreground": c.secondary_text_color,
    "--menu-item-bg": c.menu_item_bg_color,
    "--menu-item-hover": c.menu_item_hover_bg_color,
    "--menu-item-fg": c.primary_text_color,
  };
}

/**
 * Applies the current organisation's branding to the whole page: colours as CSS variables,
 * the tab's title and its favicon. It follows Zero, so a save in another tab shows at once.
 */
export function useOrganizationBranding(organization: Branded | null) {
  const variables = organization ? brandingVariables(organization) : null;
  const key = JSON.stringify(variables);
  const title = organization ? organization.display_name || organization.name : nl.product.name;
  const favicon = organization?.favicon_url ?? "/favicon.svg";
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `variables`' content.
  useEffect(() => {
    if (!variables) return;
    const root = document.documentElement.style;
    for (const [name, value] of Object.entries(variables)) root.setProperty(name, value);
    return () => {
      for (const name of Object.keys(variables)) root.removeProperty(name);
    };
  }, [key]);
  useEffect(() => {
    setTitleParts({ site: title });
  }, [title]);
  useEffect(() => {
    let link = document.querySelector<HTMLLinkElement>("link[rel='icon']");
    if (!link) {
      link = document.createElement("link");
      link.rel = "icon";
      document.head.append(link);
    }
    link.removeAttribute("type");
    link.href = favicon;
  }, [favicon]);
}
