import { Readable } from "node:stream";
import { Hono } from "hono";
import type { Kysely } from "kysely";
import { z } from "zod";
import { mayRemoveDocument } from "../../common/documents/may-remove-document.ts";
import { nl } from "../../common/i18n/nl.ts";
import { recordActivity } from "../activity/record-activity.ts";
import type { Auth } from "../auth/create-auth.ts";
import type { Db } from "../db/connect.ts";
import type { Database } from "../db/types.ts";
import { AppError } from "../http/app-error.ts";
import { callerGuards } from "../http/require-role.ts";
import { isUuid, validate } from "../http/validate.ts";
import type { Storage } from "../integrations/storage/local-storage.ts";
import { enqueueJob } from "../jobs/enqueue-job.ts";
import { nextVersion } from "./next-version.ts";
import { MAX_UPLOAD_REQUEST_BYTES, receiveUploads, uploadTooLarge } from "./receive-uploads.ts";
import { sameTitle } from "./same-title.ts";

type Deps = { auth: Auth; db: Db; documents: Storage };
// An admin's explicit choice for a document marked 'Bevat persoonsgegevens'.
const answersInput = z.object({ allowed: z.boolean() }).strict();
// Keys keep the original name readable but free of path tricks.
const safeName = (name: string) => name.replace(/[^\p{L}\p{N}._-]+/gu, "_").slice(-120);

/**
 * Documents: upload (any member may add documents), delete (admins any, a member their own:
 * mayRemoveDocument) and re-process (admins).
 * Every route checks the caller's membership of the organisation on the server.
 */
export function documentRoutes(deps: Deps) {
  const { requireRole } = callerGuards(deps);
  const documentOf = (id: string) =>
    deps.db
      .selectFrom("documents")
      .select(["id", "organization_id", "user_id", "file_path", "identifiers_removed"])
      .where("id", "=", id)
      .executeTakeFirst();
  const requeue = (db: Kysely<Database>, documentId: string) => enqueueJob(db, "process_document", { documentId });
  // A document's routes act in the organisation it belongs to; an unknown id is refused
  // like someone else's, with the screen's own title. Re-processing is for admins; who may
  // delete is mayRemoveDocument's to say, once the document is known.
  const inDocumentOrganization = (
    need: "member" | "admin",
    failed: string,
    adminOnly: string = nl.documents.adminOnly,
  ) =>
    requireRole(need, {
      // Documents have UUIDs; anything else (a NUL byte, a path) names no document.
      organization: async (c) => {
        const id = c.req.param("id");
        return isUuid(id) ? (await documentOf(id))?.organization_id : undefined;
      },
      unauthenticated: { title: failed },
      notMember: { title: failed },
      forbidden: { title: failed, description: adminOnly },
    });

  return (
    new Hono()
      .post(
        "/",
        // Who may upload is settled before the body is touched; the body is then read once,
        // streamed to disk with the limits counted on the way (receive-uploads.ts).
        requireRole("member", {
          noOrganization: { status: 400, title: nl.common.noOrganization },
          notMember: { title: nl.common.noOrganization },
        }),
        async (c) => {
          const organizationId = c.var.organizationId;
          const userId = c.var.user.id;
          // A body declared too large is refused without reading any of it.
          if (Number(c.req.header("content-length") ?? 0) > MAX_UPLOAD_REQUEST_BYTES) throw uploadTooLarge();
          const files = await receiveUploads({
            headers: Object.fromEntries(c.req.raw.headers),
            body: c.req.raw.body ? Readable.fromWeb(c.req.raw.body as never) : Readable.from([]),
            storage: deps.documents,
            keyOf: (id, filename) => `${userId}/${id}_${safeName(filename)}`,
          });
          let versions: number[] = [];
          try {
            // The rows and their processing jobs exist together or not at all.
            versions = await deps.db.transaction().execute(async (trx) => {
              const numbered: number[] = [];
              for (const file of files) {
                const version = await nextVersion(trx, organizationId, file.filename);
                // Replacing is deleting the older versions: only who may delete each of them.
                if (version > 1) {
                  const older = await trx
                    .selectFrom("documents")
                    .select("user_id")
                    .where("organization_id", "=", organizationId)
                    .where(sameTitle(file.filename))
                    .execute();
                  if (older.some((doc) => !mayRemoveDocument(c.var.role, userId, doc)))
                    throw new AppError(
                      "forbidden",
                      403,
                      nl.documents.uploadFailed,
                      nl.documents.replaceAdminOnly(file.filename),
                    );
                }
                numbered.push(version);
                await trx
                  .insertInto("documents")
                  .values({
                    id: file.id,
                    organization_id: organizationId,
                    user_id: userId,
                    filename: file.filename,
                    file_path: file.key,
                    mime_type: file.mimeType || "application/octet-stream",
                    size_bytes: file.size,
                    processing_error: null,
                    version,
                    created_at: new Date(),
                    updated_at: new Date(),
                  })
                  .execute();
                await requeue(trx, file.id);
              }
              return numbered;
            });
          } catch (e) {
            await Promise.all(files.map((file) => deps.documents.remove(file.key)));
            throw e;
          }
          // A version above 1 replaces the earlier one once processed: the page says so.
          return c.json(
            {
              documents: files.map(({ id, filename }, i) => ({
                id,
                filename,
                version: versions[i],
                replaces: versions[i] > 1,
              })),
            },
            201,
          );
        },
      )
      .delete("/:id", inDocumentOrganization("member", nl.documents.deleteFailed), async (c) => {
        const doc = await documentOf(c.req.param("id"));
        if (!doc) throw new AppError("not_found", 404, nl.documents.deleteFailed);
        if (!mayRemoveDocument(c.var.role, c.var.user.id, doc))
          throw new AppError("forbidden", 403, nl.documents.deleteFailed, nl.documents.deleteOwnOnly);
        await deps.db.deleteFrom("documents").where("id", "=", doc.id).execute();
        await deps.documents.remove(doc.file_path);
        return c.json({ ok: true });
      })
      // A document with personal data answers only once an admin turns it on here (and off again).
      .put(
        "/:id/answers",
        inDocumentOrganization("admin", nl.documents.answersFailed, nl.documents.answersAdminOnly),
        validate("json", answersInput, { title: nl.documents.answersFailed }),
        async (c) => {
          const { allowed } = c.req.valid("json");
          await deps.db.transaction().execute(async (trx) => {
            const doc = await trx
              .updateTable("documents")
              .set({ personal_data_answers: allowed, updated_at: new Date() })
              .where("id", "=", c.req.param("id"))
              .returning(["id", "filename"])
              .executeTakeFirst();
            if (!doc) throw new AppError("not_found", 404, nl.documents.answersFailed);
            await recordActivity(trx, {
              organizationId: c.var.organizationId,
              actorUserId: c.var.user.id,
              kind: "document_answers_changed",
              target: doc.filename.slice(0, 320),
              details: { documentId: doc.id, allowed },
            });
          });
          return c.json({ ok: true, allowed });
        },
      )
      .post("/:id/process", inDocumentOrganization("admin", nl.common.error), async (c) => {
        const id = c.req.param("id");
        // Its file went once its personal numbers were taken out: nothing left to read again.
        if ((await documentOf(id))?.identifiers_removed)
          throw new AppError("gone", 410, nl.common.error, nl.documents.reprocessWithoutOriginal);
        await deps.db.transaction().execute(async (trx) => {
          await trx
            .updateTable("documents")
            .set({ processing_status: "pending", processing_error: null, updated_at: new Date() })
            .where("id", "=", id)
            .execute();
          await requeue(trx, id);
        });
        return c.json({ ok: true });
      })
  );
}

/** For the client's typed calls (src/lib/api-client.ts imports it as a type only). */
export type DocumentRoutes = ReturnType<typeof documentRoutes>;
