import { defineMutator } from "@rocicorp/zero";
import { z } from "zod";
import { zql } from "../../../zero-schema.ts";
import { nl } from "../../i18n/nl.ts";
import { adminRow, lockRow, newRowStamps, now, requireAdmin, requireUnchanged } from "../authorize.ts";
import { heldByOtherFaq, MAX_PHRASINGS, withPhrasing } from "../phrasings.ts";
import { faqAddPhrasingInput, faqCreateInput, faqUpdateInput } from "../validation.ts";

// FAQs are the assistant's knowledge: admins keep them (members "can only add documents").
export const faqMutators = {
  // Two admins pressing 'Nieuwe FAQ' under the same hand-over made two identical FAQs, and
  // the assistant then answers that question with neither: a question the organisation's FAQs
  // already hold (as a question or a phrasing) is refused, naming that FAQ. Creations are
  // serialised per organisation, so two at once cannot both pass the check.
  create: defineMutator(faqCreateInput, async ({ tx, args, ctx }) => {
    await requireAdmin(tx, ctx, args.organization_id);
    if (tx.location === "server")
      await tx.dbTransaction.query("select pg_advisory_xact_lock(hashtext('faq.create'), hashtext($1))", [
        args.organization_id,
      ]);
    const faqs = await tx.run(zql.faqs.where("organization_id", args.organization_id));
    const held = heldByOtherFaq(args.question, faqs, null);
    if (held) throw new Error(nl.faq.questionInOtherFaq(held));
    await tx.mutate.faqs.insert({
      ...newRowStamps(tx, args.now),
      id: args.id,
      organization_id: args.organization_id,
      question: args.question,
      answer: args.answer,
      channel: "whatsapp",
      is_active: args.is_active,
      ai_response_mode: args.ai_response_mode,
      requires_verification: args.requires_verification,
      alternative_questions: args.alternative_questions,
    });
  }),
  update: defineMutator(faqUpdateInput, async ({ tx, args, ctx }) => {
    await lockRow(tx, "faqs", args.id);
    const faq = await adminRow(tx, ctx, await tx.run(zql.faqs.where("id", args.id).one()));
    requireUnchanged(faq, args.expected_updated_at, nl.faq.changedMeanwhile);
    await tx.mutate.faqs.update({
      id: args.id,
      question: args.question,
      answer: args.answer,
      is_active: args.is_active,
      ai_response_mode: args.ai_response_mode,
      requires_verification: args.requires_verification,
      ...(args.alternative_questions && { alternative_questions: args.alternative_questions }),
      updated_at: now(tx, args.now),
    });
  }),
  delete: defineMutator(z.object({ id: z.string() }), async ({ tx, args, ctx }) => {
    await adminRow(tx, ctx, await tx.run(zql.faqs.where("id", args.id).one()));
    await tx.mutate.faqs.delete({ id: args.id });
  }),
  /**
   * An employee's question (from the inbox) as one more phrasing of an FAQ. Adding a
   * phrasing the FAQ already has changes nothing, so a retried click is harmless; the
   * FAQ's own question and a 51st phrasing are refused.
   */
  addAlternativeQuestion: defineMutator(faqAddPhrasingInput, async ({ tx, args, ctx }) => {
    // Two colleagues adding a phrasing at once: the second adds to the first's list.
    await lockRow(tx, "faqs", args.id);
    const faq = await adminRow(tx, ctx, await tx.run(zql.faqs.where("id", args.id).one()));
    const phrasings = faq.alternative_questions ?? [];
    const next = withPhrasing({ question: faq.question, alternative_questions: phrasings }, args.question);
    if (next === "sameAsQuestion") throw new Error(nl.faq.phrasingProblem.sameAsQuestion);
    if (next === "tooMany") throw new Error(nl.faq.phrasingsMax(MAX_PHRASINGS));
    if (next === phrasings) return;
    await tx.mutate.faqs.update({
      id: args.id,
      alternative_questions: [...next],
      updated_at: now(tx, args.now),
    });
  }),
};
