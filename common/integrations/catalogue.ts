import type { CustomIntegrationType } from "./custom-integration.ts";

/** The spec's catalogue, in its order. */
export const CATALOGUE_KEYS = [
  "whatsapp",
  "fleks",
  "shiftbase",
  "bullhorn",
  "afas",
  "nmbrs",
  "fooks",
  "eitje",
  "monday",
] as const;
export type CatalogueKey = (typeof CATALOGUE_KEYS)[number];

/**
 * A catalogue card: a system with its own page, or one the product does not connect to
 * yet, which may still be added as a custom integration (type and provider filled in).
 */
export type CatalogueEntry =
  | { key: CatalogueKey; name: string; page: "/dashboard/integrations/whatsapp" | "/dashboard/fleks" }
  | { key: CatalogueKey; name: string; page: null; custom: { type: CustomIntegrationType; provider: string } };

export const CATALOGUE: readonly CatalogueEntry[] = [
  { key: "whatsapp", name: "WhatsApp", page: "/dashboard/integrations/whatsapp" },
  { key: "fleks", name: "Fleks", page: "/dashboard/fleks" },
  { key: "shiftbase", name: "Shiftbase", page: null, custom: { type: "planning", provider: "Shiftbase" } },
  { key: "bullhorn", name: "Bullhorn", page: null, custom: { type: "recruitment", provider: "Bullhorn" } },
  { key: "afas", name: "AFAS", page: null, custom: { type: "payroll", provider: "AFAS" } },
  { key: "nmbrs", name: "Nmbrs", page: null, custom: { type: "payroll", provider: "Nmbrs" } },
  // Not in the spec's provider lists: their type's "Anders".
  { key: "fooks", name: "Fooks", page: null, custom: { type: "planning", provider: "Anders" } },
  { key: "eitje", name: "Eitje", page: null, custom: { type: "planning", provider: "Anders" } },
  { key: "monday", name: "Monday", page: null, custom: { type: "custom", provider: "Anders" } },
];
