import { AlertTriangleIcon } from "lucide-react";
import { useId } from "react";
import {
  BRANDING_COLOR_FIELDS,
  type BrandingColorField,
  brandingColorsOf,
  DEFAULT_BRANDING_COLORS,
  lowContrastPairs,
  normalizeHex,
} from "../../../common/branding/branding-colors.ts";
import { nl } from "../../../common/i18n/nl.ts";
import { mutators } from "../../../common/zero/mutators.ts";
import { brandingInput } from "../../../common/zero/validation.ts";
import { Button } from "../../components/ui/button.tsx";
import { Field } from "../../components/ui/field.tsx";
import { Input } from "../../components/ui/input.tsx";
import { useCurrentOrganization } from "../organizations/current-organization.tsx";
import { OrgLogo } from "../shell/app-sidebar.tsx";
import { brandingVariables } from "../shell/use-organization-branding.ts";
import { BrandingUpload } from "./branding-upload.tsx";
import { SettingsCard } from "./settings-card.tsx";
import { useSettingsForm } from "./use-settings-form.ts";

const t = nl.branding;

/** Display name and colours are saved together; logo and favicon upload at once. */
export function BrandingTab() {
  const { organization, isAdmin } = useCurrentOrganization();
  const form = useSettingsForm({
    display_name: organization?.display_name ?? "",
    ...Object.fromEntries(BRANDING_COLOR_FIELDS.map((f) => [f, organization?.[f] ?? DEFAULT_BRANDING_COLORS[f]])),
  } as { display_name: string } & Record<BrandingColorField, string>);
  const nameId = useId();
  if (!organization) return null;

  const save = form.submit(brandingInput, organization.id, mutators.organization.updateBranding, t.saved);
  const name = form.values.display_name.trim() || organization.name;

  return (
    <div className="space-y-6">
      <SettingsCard title={t.title} description={isAdmin ? t.description : nl.settings.adminsOnlyEdit}>
        <div className="grid gap-6 sm:grid-cols-2">
          <BrandingUpload
            organizationId={organization.id}
            kind="logo"
            url={organization.logo_url ?? null}
            disabled={!isAdmin}
          />
          <BrandingUpload
            organizationId={organization.id}
            kind="favicon"
            url={organization.favicon_url ?? null}
            disabled={!isAdmin}
          />
        </div>
      </SettingsCard>
      <SettingsCard title={t.colors} description={t.colorsHint}>
        {/* minmax(0, …): the preview's one-line name truncates instead of widening the page on a phone. */}
        <form onSubmit={save} noValidate className="grid grid-cols-1 gap-6 md:grid-cols-[minmax(0,1fr)_14rem]">
          <div className="space-y-4">
            <Field id={nameId} label={t.displayName} hint={t.displayNameHint}>
              <Input
                id={nameId}
                value={form.values.display_name}
                placeholder={organization.name}
                readOnly={!isAdmin}
                onChange={(e) => form.set("display_name", e.target.value)}
              />
            </Field>
            <div className="grid gap-4 sm:grid-cols-2">
              {BRANDING_COLOR_FIELDS.map((field) => (
                <ColorField
                  key={field}
                  field={field}
                  value={form.values[field]}
                  disabled={!isAdmin}
                  onChange={(v) => form.set(field, v)}
                />
              ))}
            </div>
            <ContrastWarnings colors={form.values} />
            {isAdmin && (
              <div className="flex flex-wrap gap-2">
                <Button type="submit" unavailable={!form.dirty}>
                  {t.save}
                </Button>
                <Button
                  type="button"
                  variant="outline"
                  onClick={() => {
                    for (const f of BRANDING_COLOR_FIELDS) form.set(f, DEFAULT_BRANDING_COLORS[f]);
                  }}
                >
                  {t.resetColors}
                </Button>
              </div>
            )}
          </div>
          <SidebarPreview name={name} logoUrl={organization.logo_url} colors={form.values} />
        </form>
      </SettingsCard>
    </div>
  );
}

function ColorField(props: {
  field: BrandingColorField;
  value: string;
  disabled: boolean;
  onChange: (v: string) => void;
}) {
  const id = useId();
  const valid = normalizeHex(props.value);
  return (
    <Field id={id} label={t.colorLabels[props.field]} hint={valid ? undefined : t.invalidColor}>
      <div className="flex items-center gap-2">
        <input
          type="color"
          aria-label={t.pickColor(t.colorLabels[props.field])}
          className="h-9 w-10 shrink-0 cursor-pointer rounded-md border bg-background p-1 disabled:cursor-default"
          value={valid ?? DEFAULT_BRANDING_COLORS[props.field]}
          disabled={props.disabled}
          onChange={(e) => props.onChange(e.target.value)}
        />
        <Input
          id={id}
          value={props.value}
          readOnly={props.disabled}
          spellCheck={false}
          aria-invalid={!valid}
          aria-describedby={valid ? undefined : `${id}-hint`}
          onChange={(e) => props.onChange(e.target.value)}
        />
      </div>
    </Field>
  );
}

/** Text colours that will be hard to read on their background: said, not refused (the brand may require them). */
function ContrastWarnings(props: { colors: Record<BrandingColorField, string> }) {
  const low = lowContrastPairs(brandingColorsOf(props.colors));
  return (
    <ul
      aria-live="polite"
      data-testid="contrast-warnings"
      className="space-y-1 text-sm text-amber-700 dark:text-amber-400"
    >
      {low.map((p) => (
        <li key={`${p.text}-${p.on}`} className="flex gap-2">
          <AlertTriangleIcon aria-hidden className="mt-0.5 size-4 shrink-0" />
          {t.lowContrast(t.colorLabels[p.text], t.colorLabels[p.on], p.ratio)}
        </li>
      ))}
    </ul>
  );
}

/** The sidebar as it will look: the same CSS variables, applied to this box only. */
function SidebarPreview(props: {
  name: string;
  logoUrl: string | null | undefined;
  colors: Record<BrandingColorField, string>;
}) {
  return (
    <figure className="min-w-0 space-y-2">
      <figcaption className="text-sm font-medium">{t.preview}</figcaption>
      <div
        data-testid="branding-preview"
        className="rounded-lg border bg-sidebar p-2"
        style={brandingVariables(props.colors) as React.CSSProperties}
      >
        <div className="flex items-center gap-3 px-2 py-3">
          <OrgLogo name={props.name} logoUrl={props.logoUrl} />
          <span className="truncate font-semibold">{props.name}</span>
        </div>
        {t.previewItems.map((item, i) => (
          <div
            key={item}
            className={
              i === 0
                ? "flex h-9 items-center rounded-md bg-(--menu-item-bg) px-3 text-sm font-medium text-(--menu-item-fg)"
                : "flex h-9 items-center rounded-md px-3 text-sm text-sidebar-foreground hover:bg-(--menu-item-hover) hover:text-(--menu-item-fg)"
            }
          >
            {item}
          </div>
        ))}
        <div className="mt-3 flex gap-2 px-2 pb-2">
          <span className="rounded-md bg-primary px-2 py-1 text-xs text-primary-foreground">{t.previewPrimary}</span>
          <span className="rounded-md bg-secondary px-2 py-1 text-xs text-secondary-foreground">
            {t.previewSecondary}
          </span>
        </div>
      </div>
    </figure>
  );
}
