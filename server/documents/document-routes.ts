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
import type { Storage } from "../integrations/storage/local-storage.ts";
import { enqueueJob } from "../jobs/enqueue-job.ts";
import { effectiveRoleOf } from "../organizations/effective-role.ts";

type Deps = { auth: Auth; db: Db; documents: Storage };
const err = (title: string, description?: string) => ({ error: { title, description } });
// Keys keep the original name readable but free of path tricks.
const safeName = (name: string) => name.replace(/[^\p{L}\p{N}._-]+/gu, "_").slice(-120);

/**
 * Documents: upload (any member may add documents, spec §6), delete and re-process.
 * Every route checks the caller's membership of the organisation on the server.
 */
export function documentRoutes(deps: Deps) {
  const memberOf = async (headers: Headers, organizationId: string | undefined) => {
    const session = await deps.auth.api.getSession({ headers });
    if (!session) return { status: 401 as const, body: err(nl.documents.notSignedIn) };
    if (!organizationId) return { status: 400 as const, body: err(nl.documents.noOrganization) };
    const role = await effectiveRoleOf(deps.db, session.user.id, organizationId);
    if (!role) return { status: 404 as const, body: err(nl.documents.noOrganization) };
    return { userId: session.user.id };
  };
  const documentOf = (id: string) =>
    deps.db
      .selectFrom("documents")
      .select(["id", "organization_id", "file_path"])
      .where("id", "=", id)
      .executeTakeFirst();
  const requeue = (db: Kysely<Database>, documentId: string) =>
    enqueueJob(db, "process_document", { documentId }, { jobKey: `process_document:${documentId}`, maxAttempts: 3 });

  return new Hono()
    .post(
      "/",
      bodyLimit({
        maxSize: MAX_UPLOAD_BYTES + 1024 * 1024,
        onError: (c) => c.json(err(nl.documents.tooLarge, nl.documents.tooLargeDescription), 413),
      }),
      async (c) => {
        const organizationId = c.req.header("x-organization-id");
        const caller = await memberOf(c.req.raw.headers, organizationId);
        if ("status" in caller) return c.json(caller.body, caller.status);
        const body = await c.req.parseBody({ all: true });
        const files = [body.files].flat().filter((f): f is File => f instanceof File);
        if (files.length === 0) return c.json(err(nl.documents.uploadFailed), 400);
        const rejected = firstRejectedUpload(files);
        if (rejected) return c.json(err(rejected.title, rejected.description), 400);
        const created: Array<{ id: string; filename: string }> = [];
        for (const file of files) {
          const id = randomUUID();
          const key = `${caller.userId}/${Date.now()}_${safeName(file.name)}`;
          const size = await deps.documents.put(key, file.stream());
          try {
            // The row and its processing job exist together or not at all.
            await deps.db.transaction().execute(async (trx) => {
              await trx
                .insertInto("documents")
                .values({
                  id,
                  organization_id: organizationId as string,
                  user_id: caller.userId,
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
    .delete("/:id", async (c) => {
      const doc = await documentOf(c.req.param("id"));
      const caller = await memberOf(c.req.raw.headers, doc?.organization_id ?? "-");
      if ("status" in caller || !doc)
        return c.json(err(nl.documents.deleteFailed), "status" in caller ? caller.status : 404);
      await deps.db.deleteFrom("documents").where("id", "=", doc.id).execute();
      await deps.documents.remove(doc.file_path);
      return c.json({ ok: true });
    })
    .post("/:id/process", async (c) => {
      const id = z.string().min(1).parse(c.req.param("id"));
      const doc = await documentOf(id);
      const caller = await memberOf(c.req.raw.headers, doc?.organization_id ?? "-");
      if ("status" in caller || !doc) return c.json(err(nl.common.error), "status" in caller ? caller.status : 404);
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
