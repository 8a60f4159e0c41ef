/**
 * After a form in a dialog is sent: its first field marked wrong gets the focus (unless the
 * form's own handler already put it in there), and is scrolled into view with its label and
 * the message under it. The dialog's scroll-padding (the height of its sticky buttons) keeps
 * them above those buttons; the browser's own scroll on focus left the message under them.
 */
export function revealFirstInvalid(form: HTMLElement): void {
  const field = form.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!field) return;
  if (!field.contains(document.activeElement)) field.focus({ preventScroll: true });
  const label = "labels" in field ? (field as HTMLInputElement).labels?.[0] : undefined;
  const said = (field.getAttribute("aria-describedby") ?? "")
    .split(/\s+/)
    .map((id) => (id ? document.getElementById(id) : null))
    .filter((el) => el !== null);
  // Each only scrolls as far as needed; where not all fit, the last one wins: the field
  // itself, then its message, then its label.
  for (const el of [label, said.at(-1), field]) el?.scrollIntoView({ block: "nearest" });
}
