import { randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { sql } from "kysely";
import { z } from "zod";
import {
  BRANDING_FILE_KINDS,
  BRANDING_FILE_RULES,
  type BrandingFileKind,
  CONTENT_TYPES,
  sniffBrandingFile,
} from "../../common/branding/branding-files.ts";
import { nl } from "../../common/i18n/nl.ts";
import type { Auth } from "../auth/create-auth.ts";
import type { Db } from "../db/connect.ts";
import { AppError } from "../http/app-error.ts";
import { callerGuards } from "../http/require-role.ts";
import { validate } from "../http/validate.ts";
import type { Storage } from "../integrations/storage/local-storage.ts";
import { sanitizeSvg } from "./sanitize-svg.ts";

const t = nl.branding;
const EXTENSIONS = { png: "png", svg: "svg", jpeg: "jpg", ico: "ico" } as const;
const kindParam = z.object({ kind: z.enum(BRANDING_FILE_KINDS) });
// File names are ours (kind, a fresh id, the type's extension); nothing else is served.
const fileParam = z.object({
  organizationId: z.string().min(1).max(100),
  file: z.string().regex(/^(logo|favicon)-[0-9a-f-]{36}\.(png|svg|jpg|ico)$/),
});
const column = (kind: BrandingFileKind) => (kind === "logo" ? "logo_url" : "favicon_url");
const urlPrefix = "/api/branding/";

/**
 * The organisation's logo and favicon. Admins upload (the type is read from the file's own
 * bytes, SVGs are sanitised) and remove them; members of the organisation fetch them, each
 * file under a new name so browsers may cache it for good.
 */
export function brandingRoutes(deps: { auth: Auth; db: Db; branding: Storage }) {
  const { requireRole } = callerGuards(deps);
  const admin = (title: string) => requireRole("admin", { forbidden: { title, description: nl.settings.onlyAdmins } });
  const largest = Math.max(...Object.values(BRANDING_FILE_RULES).map((r) => r.maxBytes));

  /**
   * Points the organisation at `url` (or none) and removes the file it pointed at before. One
   * statement, the row locked while the old value is read: two uploads at once each remove
   * the file the other replaced, and none is left behind.
   */
  async function replace(organizationId: string, kind: BrandingFileKind, url: string | null) {
    const col = sql.ref(column(kind));
    const { rows } = await sql<{ old: string | null }>`
      update organizations o set ${col} = ${url}, updated_at = now()
      from (select id, ${col} as old from organizations where id = ${organizationId} for update) prev
      where o.id = prev.id
      returning prev.old`.execute(deps.db);
    const old = rows[0]?.old;
    if (old?.startsWith(urlPrefix)) await deps.branding.remove(old.slice(urlPrefix.length)).catch(() => {});
  }

  return new Hono()
    .post(
      "/:kind",
      admin(t.uploadFailed),
      validate("param", kindParam, { title: t.uploadFailed }),
      bodyLimit({
        maxSize: largest,
        onError: () => {
          throw new AppError("too_large", 413, t.uploadFailed, t.tooLarge.logo);
        },
      }),
      async (c) => {
        const { kind } = c.req.valid("param");
        const rule = BRANDING_FILE_RULES[kind];
        let bytes = new Uint8Array(await c.req.arrayBuffer());
        if (bytes.length > rule.maxBytes) throw new AppError("too_large", 413, t.uploadFailed, t.tooLarge[kind]);
        const type = sniffBrandingFile(bytes);
        if (!type || !rule.types.includes(type)) {
          throw new AppError("invalid_input", 400, t.uploadFailed, t.invalidType[kind]);
        }
        if (type === "svg") bytes = new TextEncoder().encode(sanitizeSvg(new TextDecoder().decode(bytes)));
        const organizationId = c.var.organizationId;
        const key = `${organizationId}/${kind}-${randomUUID()}.${EXTENSIONS[type]}`;
        await deps.branding.put(key, Readable.from([Buffer.from(bytes)]));
        const url = `${urlPrefix}${key}`;
        await replace(organizationId, kind, url);
        return c.json({ url });
      },
    )
    .delete("/:kind", admin(t.removeFailed), validate("param", kindParam, { title: t.removeFailed }), async (c) => {
      await replace(c.var.organizationId, c.req.valid("param").kind, null);
      return c.json({ ok: true });
    })
    .get(
      "/:organizationId/:file",
      requireRole("member", { organization: (c) => c.req.param("organizationId") }),
      validate("param", fileParam, { title: t.notFound, status: 404 }),
      async (c) => {
        const { organizationId, file } = c.req.valid("param");
        const extension = file.slice(file.lastIndexOf(".") + 1);
        const type = (Object.keys(EXTENSIONS) as (keyof typeof EXTENSIONS)[]).find((k) => EXTENSIONS[k] === extension);
        const stream = deps.branding.read(`${organizationId}/${file}`);
        const body = await new Promise<Buffer>((resolve, reject) => {
          const chunks: Buffer[] = [];
          stream.on("data", (chunk: Buffer) => chunks.push(chunk));
          stream.on("end", () => resolve(Buffer.concat(chunks)));
          stream.on("error", reject);
        }).catch(() => null);
        if (!body || !type) throw new AppError("not_found", 404, t.notFound);
        return c.body(new Uint8Array(body), 200, {
          "Content-Type": CONTENT_TYPES[type],
          // A file's name never changes its content; a new upload gets a new name.
          "Cache-Control": "private, max-age=31536000, immutable",
          // Even opened on its own, an image may run nothing and fetch nothing.
          "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox",
          "X-Content-Type-Options": "nosniff",
        });
      },
    );
}

/** For the client's typed calls (src/lib/api-client.ts imports it as a type only). */
export type BrandingRoutes = ReturnType<typeof brandingRoutes>;
