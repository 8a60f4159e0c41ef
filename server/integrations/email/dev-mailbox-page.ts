import type { Context } from "hono";
import { html, raw } from "hono/html";
import { nl } from "../../../common/i18n/nl.ts";
import { listDevMail } from "./dev-mailbox.ts";

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch] as string,
  );

/** Makes links in plain-text mail clickable, so reset links work locally. */
const linkify = (text: string) =>
  escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

export async function devMailboxPage(c: Context, dataDir: string) {
  const mails = await listDevMail(dataDir);
  const items = mails
    .map(
      (m) => `<article data-testid="mail"><h2>${escapeHtml(m.subject)}</h2>
      <p><strong>Aan:</strong> <span data-testid="mail-to">${escapeHtml(m.to)}</span> · <strong>Van:</strong> ${escapeHtml(m.from)} ·
      <time>${new Date(m.sentAt).toLocaleString("nl-NL", { timeZone: "Europe/Amsterdam" })}</time></p>
      <pre>${linkify(m.text)}</pre></article>`,
    )
    .join("");
  return c.html(html`<!doctype html><html lang="nl"><head><meta charset="utf-8"><title>${nl.devMailbox.title}</title>
    <style>body{font-family:system-ui;max-width:760px;margin:2rem auto;padding:0 1rem}article{border:1px solid #ddd;border-radius:8px;padding:1rem;margin:1rem 0}pre{white-space:pre-wrap}</style>
    </head><body><h1>${nl.devMailbox.title}</h1>${raw(items || `<p>${nl.devMailbox.empty}</p>`)}</body></html>`);
}
