import { expect, signUpOwner, test } from "./fixtures.ts";

// The sidebar's setup progress is on every screen. It needs to know whether there are three
// active FAQs and one processed document, not to receive the organisation's 300 FAQs and 20
// documents on the inbox. Counted in what arrives over the live connection.
test("the setup progress syncs only the rows that decide its steps", async ({ page, sql }) => {
  const { org, userId } = await signUpOwner(page, sql);
  await sql`insert into faqs (id, organization_id, question, answer)
    select gen_random_uuid(), ${org}, 'FAQMARK vraag ' || i || '?', 'Antwoord.' from generate_series(1, 300) i`;
  await sql`insert into documents (id, organization_id, user_id, filename, file_path, mime_type, size_bytes, processing_status)
    select gen_random_uuid(), ${org}, ${userId}, 'DOCMARK-' || i || '.txt', 'none/d' || i || '.txt', 'text/plain', 1, 'completed'
    from generate_series(1, 20) i`;
  const seen = { faqs: new Set<string>(), documents: new Set<string>() };
  page.on("websocket", (ws) =>
    ws.on("framereceived", ({ payload }) => {
      const text = typeof payload === "string" ? payload : payload.toString("utf8");
      for (const m of text.matchAll(/FAQMARK vraag (\d+)/g)) seen.faqs.add(m[1]);
      for (const m of text.matchAll(/DOCMARK-(\d+)/g)) seen.documents.add(m[1]);
    }),
  );
  await page.goto("/dashboard/inbox");
  // The progress is right: documents and FAQs done, WhatsApp and branding not (50%).
  await expect(page.getByTestId("setup-percent")).toHaveAttribute("aria-valuenow", "50");
  await page.waitForTimeout(1500);
  expect(seen.faqs.size).toBeLessThanOrEqual(3);
  expect(seen.documents.size).toBeLessThanOrEqual(1);
});
