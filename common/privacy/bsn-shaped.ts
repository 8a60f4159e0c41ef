import { nl } from "../i18n/nl.ts";
import { redactCounting } from "./redact.ts";

/**
 * Whether the only personal identifiers in a value are 9-digit numbers passing the 11-proef:
 * what a BSN looks like, and also one ordinary number in eleven (a personnel number). Such a
 * value may be saved where a person typed it and confirmed it is no BSN; an IBAN or an
 * ID-document number never.
 */
export function onlyBsnShaped(value: string | null | undefined): boolean {
  if (!value) return false;
  const { text, removed } = redactCounting(value);
  return (
    removed > 0 &&
    text.split(nl.inbox.redactedBsn).length - 1 === removed &&
    !text.includes(nl.inbox.redactedIban) &&
    !text.includes(nl.inbox.redactedIdDocument)
  );
}
