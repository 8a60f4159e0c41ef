import { randomUUID } from "node:crypto";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { Kysely } from "kysely";
import { z } from "zod";
import { firstRejectedUpload, MAX_UPLOAD_BYTES } from "../../common/documents/upload-rules.ts";
import { nl } from "../../common/i18n/nl.ts";
import type { Auth } from "../auth/create-auth.ts";
import type { Db } from "../db/connect.ts";
import type { Database } from "../db/types.ts";
import { AppError } from "../http/app-error.ts";
import { callerGuards } from "../http/require-role.ts";
import { isUuid, validate } from "../http/validate.ts";
import type { Storage } from "../integrations/storage/local-storage.ts";
import { enqueueJob } from "../jobs/enqueue-job.ts";

type Deps = { auth: Auth; db: Db; documents: Storage };
const uploadInput = z.object({ files: z.union([z.instanceof(File), z.array(z.instanceof(File)).min(1)]) });
// Keys keep the original name readable but free of path tricks.
const safeName = (name: string) => name.replace(/[^\p{L}\p{N}._-]+/gu, "_").slice(-120);

/**
 * Documents: upload (any member may add documents), delete and re-process (admins).
 * Every route checks the caller's membership of the organisation on the server.
 */
export function documentRoutes(deps: Deps) {
  const { requireRole } = callerGuards(deps);
  const documentOf = (id: string) =>
    deps.db
      .selectFrom("documents")
      .select(["id", "organization_id", "file_path"])
      .where("id", "=", id)
      .executeTakeFirst();
  const requeue = (db: Kysely<Database>, documentId: string) => enqueueJob(db, "process_document", { documentId });
  // A document's routes act in the organisation it belongs to; an unknown id is refused
  // like someone else's, with the screen's own title. Members may only add documents:
  // deleting and re-processing are for admins.
  const adminOfDocument = (failed: string) =>
    requireRole("admin", {
      // Documents have UUIDs; anything else (a NUL byte, a path) names no document.
      organization: async (c) => {
        const id = c.req.param("id");
        return isUuid(id) ? (await documentOf(id))?.organization_id : undefined;
      },
      unauthenticated: { title: failed },
      notMember: { title: failed },
      forbidden: { title: failed, description: nl.documents.adminOnly },
    });

  return new Hono()
    .post(
      "/",
      bodyLimit({
        maxSize: MAX_UPLOAD_BYTES + 1024 * 1024,
        onError: (c) =>
          c.json(
            new AppError("too_large", 413, nl.documents.tooLarge, nl.documents.tooLargeDescription).toEnvelope(),
            413,
          ),
      }),
      requireRole("member", {
        noOrganization: { status: 400, title: nl.common.noOrganization },
        notMember: { title: nl.common.noOrganization },
      }),
      validate("form", uploadInput, { title: nl.documents.uploadFailed }),
      async (c) => {
        const organizationId = c.var.organizationId;
        const userId = c.var.user.id;
        const files = [c.req.valid("form").files].flat();
        const rejected = firstRejectedUpload(files);
        if (rejected) throw new AppError("invalid_input", 400, rejected.title, rejected.description);
        const created: Array<{ id: string; filename: string }> = [];
        for (const file of files) {
          const id = randomUUID();
          const key = `${userId}/${Date.now()}_${safeName(file.name)}`;
          const size = await deps.documents.put(key, file.stream());
          try {
            // The row and its processing job exist together or not at all.
            await deps.db.transaction().execute(async (trx) => {
              await trx
                .insertInto("documents")
                .values({
                  id,
                  organization_id: organizationId,
                  user_id: userId,
                  filename: file.name,
                  file_path: key,
                  mime_type: file.type || "application/octet-stream",
                  size_bytes: size,
                  processing_error: null,
                  created_at: new Date(),
                  updated_at: new Date(),
                })
                .execute();
              await requeue(trx, id);
            });
          } catch (e) {
            await deps.documents.remove(key);
            throw e;
          }
          created.push({ id, filename: file.name });
        }
        return c.json({ documents: created }, 201);
      },
    )
    .delete("/:id", adminOfDocument(nl.documents.deleteFailed), async (c) => {
      const doc = await documentOf(c.req.param("id"));
      if (!doc) throw new AppError("not_found", 404, nl.documents.deleteFailed);
      await deps.db.deleteFrom("documents").where("id", "=", doc.id).execute();
      await deps.documents.remove(doc.file_path);
      return c.json({ ok: true });
    })
    .post("/:id/process", adminOfDocument(nl.common.error), async (c) => {
      const id = c.req.param("id");
      await deps.db.transaction().execute(async (trx) => {
        await trx
          .updateTable("documents")
          .set({ processing_status: "pending", processing_error: null, updated_at: new Date() })
          .where("id", "=", id)
          .execute();
        await requeue(trx, id);
      });
      return c.json({ ok: true });
    });
}

/** For the client's typed calls (src/lib/api-client.ts imports it as a type only). */
export type DocumentRoutes = ReturnType<typeof documentRoutes>;
