import type { Row } from "@rocicorp/zero";
import { useQuery } from "@rocicorp/zero/react";
import { FileTextIcon, RotateCwIcon, Trash2Icon } from "lucide-react";
import { useEffect, useMemo, useState } from "react";
import { toast } from "sonner";
import { mayRemoveDocument } from "../../../common/documents/may-remove-document.ts";
import { versionState } from "../../../common/documents/version-state.ts";
import { nl } from "../../../common/i18n/nl.ts";
import { queries } from "../../../common/zero/queries.ts";
import type { schema } from "../../../zero-schema.ts";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { ConfirmDialog } from "../../components/ui/confirm-dialog.tsx";
import { Spinner } from "../../components/ui/spinner.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs.tsx";
import { formatDateTime } from "../../lib/relative-time.ts";
import { useSession } from "../auth/session.tsx";
import { useCurrentOrganization } from "../organizations/current-organization.tsx";
import { PageHeader } from "../shell/page-header.tsx";
import { deleteDocument, reprocessDocument } from "./document-actions.ts";
import { DocumentUpload } from "./document-upload.tsx";
import { KnowledgeTestPanel } from "./knowledge-test-panel.tsx";
import { PersonalDataNotice } from "./personal-data-notice.tsx";
import { processingNews, type Watched } from "./processing-news.ts";
import { useRefocusAfterDelete } from "./use-refocus-after-delete.ts";

type DocumentRow = Row<typeof schema.tables.documents>;

const statusVariant = {
  pending: "secondary",
  processing: "outline",
  completed: "default",
  failed: "destructive",
} as const;

function StatusBadge({ doc }: { doc: DocumentRow }) {
  return (
    <Badge variant={statusVariant[doc.processing_status]} data-testid="document-status">
      {nl.documents.status[doc.processing_status]}
    </Badge>
  );
}

// Beside the status: a new version replacing the old one, or the old one waiting to be replaced.
function VersionBadge({ doc, docs }: { doc: DocumentRow; docs: readonly DocumentRow[] }) {
  const state = versionState(doc, docs);
  if (!state) return null;
  return (
    <Badge variant="outline" data-testid="document-version-state">
      {nl.documents.versionState[state]}
    </Badge>
  );
}

function UploadedList({ docs, onReprocess }: { docs: readonly DocumentRow[]; onReprocess: (id: string) => void }) {
  // Members add documents and delete their own; the server refuses the rest to them too.
  const { isAdmin, role } = useCurrentOrganization();
  const session = useSession();
  const userId = session.me?.user.id ?? null;
  const ids = useMemo(() => docs.map((d) => d.id), [docs]);
  const refocus = useRefocusAfterDelete(ids);
  const remove = async (doc: DocumentRow) => {
    refocus.deleting(doc.id);
    const res = await deleteDocument(doc.id);
    if (res.ok) toast.success(nl.documents.deleted);
    else {
      refocus.failed();
      toast.error(nl.documents.deleteFailed, { description: res.message });
    }
  };
  const reprocess = async (doc: DocumentRow) => {
    const res = await reprocessDocument(doc.id);
    if (res.ok) onReprocess(doc.id);
    if (res.ok)
      toast.success(nl.documents.reprocessQueued, {
        description: nl.documents.reprocessQueuedDescription(doc.filename),
      });
    else toast.error(nl.common.error, { description: res.message });
  };
  if (docs.length === 0) return <Card className="p-10 text-center text-muted-foreground">{nl.documents.empty}</Card>;
  return (
    // A grid column sizes to its widest content unless told otherwise: minmax(0, 1fr) and
    // min-w-0 let a long file name truncate instead of widening the page past a phone's screen.
    <ul className="grid grid-cols-[minmax(0,1fr)] gap-3">
      {docs.map((doc) => (
        <li key={doc.id} className="min-w-0">
          <Card className="flex flex-wrap items-center gap-4 p-4" data-testid="document-row" data-document-id={doc.id}>
            <FileTextIcon className="size-5 shrink-0 text-muted-foreground" aria-hidden />
            {/* At least 12rem for the name and its error: on a phone the status and buttons wrap below. */}
            <div className="min-w-0 flex-1 basis-48">
              <div className="truncate font-medium">{doc.filename}</div>
              <div className="text-xs text-muted-foreground" data-testid="document-uploaded-at">
                {nl.documents.uploadedAt(formatDateTime(doc.created_at))}
                {doc.version > 1 && ` · ${nl.documents.version(doc.version)}`}
              </div>
              <IdentifiersRemoved doc={doc} />
              <PersonalDataNotice doc={doc} isAdmin={isAdmin} />
              {doc.processing_status === "failed" && doc.processing_error && (
                <div className="mt-1 text-sm break-words text-destructive">{doc.processing_error}</div>
              )}
              {/* A re-process that failed: the earlier passages still answer, and the row says why the new run did not. */}
              {doc.processing_status === "completed" && doc.processing_error && (
                <div className="mt-1 text-sm break-words text-amber-700 dark:text-amber-400">
                  {doc.processing_error}
                </div>
              )}
            </div>
            <VersionBadge doc={doc} docs={docs} />
            <StatusBadge doc={doc} />
            {/* Without its original (it held personal numbers) there is nothing to process again. */}
            {isAdmin &&
              (doc.processing_status === "failed" || doc.processing_status === "completed") &&
              !doc.identifiers_removed && (
                <Button
                  variant="ghost"
                  size="icon"
                  onClick={() => void reprocess(doc)}
                  aria-label={`${nl.documents.reprocess}: ${doc.filename}`}
                  title={nl.documents.reprocess}
                >
                  <RotateCwIcon />
                </Button>
              )}
            {mayRemoveDocument(role, userId, doc) && (
              // Deleting takes the document's passages out of every answer at once: asked first, as for an FAQ.
              <ConfirmDialog
                trigger={
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`${nl.documents.delete}: ${doc.filename}`}
                    data-document-delete
                  >
                    <Trash2Icon />
                  </Button>
                }
                title={nl.documents.deleteConfirmTitle(doc.filename)}
                description={nl.documents.deleteConfirm}
                confirmLabel={nl.documents.delete}
                onConfirm={() => void remove(doc)}
              />
            )}
          </Card>
        </li>
      ))}
    </ul>
  );
}

/** Tells staff that personal numbers were left out of the stored text, so the assistant does not know them. */
function IdentifiersRemoved({ doc }: { doc: DocumentRow }) {
  if (!doc.identifiers_removed) return null;
  return (
    <div
      className="mt-1 text-xs text-amber-700 dark:text-amber-400"
      title={nl.documents.identifiersRemovedTitle}
      data-testid="document-identifiers-removed"
    >
      {nl.documents.identifiersRemoved(doc.identifiers_removed)}
    </div>
  );
}

function KnowledgeBase({ docs }: { docs: readonly DocumentRow[] }) {
  const completed = docs.filter((d) => d.processing_status === "completed");
  if (completed.length === 0)
    return <Card className="p-10 text-center text-muted-foreground">{nl.documents.knowledgeEmpty}</Card>;
  return (
    <div className="h-[400px] overflow-y-auto rounded-lg border" data-testid="knowledge-base">
      <ul className="divide-y">
        {completed.map((doc) => (
          <li key={doc.id} className="p-4">
            <div className="flex min-w-0 items-center justify-between gap-4">
              <span className="min-w-0 truncate font-medium">{doc.filename}</span>
              <span className="shrink-0 text-xs text-muted-foreground">{nl.documents.words(doc.word_count)}</span>
            </div>
            <IdentifiersRemoved doc={doc} />
            <PersonalDataNotice doc={doc} isAdmin={false} />
            <p className="mt-1 text-sm break-words text-muted-foreground">{doc.preview}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function DocumentsPage() {
  const { organization } = useCurrentOrganization();
  const [docs, result] = useQuery(queries.documents.ofOrganization({ organizationId: organization?.id ?? "" }));
  const [watched, setWatched] = useState<Watched[]>([]);
  const [news, setNews] = useState("");
  useEffect(() => {
    if (watched.length === 0) return;
    const { said, personal, still } = processingNews(watched, docs);
    if (said.length > 0) setNews(said.join(" "));
    // Said aloud above, and shown: the upload is kept out of answers until an admin allows it.
    if (personal.length > 0)
      toast.warning(nl.documents.personalData, { description: nl.documents.personalDataUploaded(personal) });
    if (JSON.stringify(still) !== JSON.stringify(watched)) setWatched(still);
  }, [watched, docs]);
  // What other screens synced is not the list: "no documents" or a partial list would read as final.
  const loading = result.type !== "complete" && (
    <div className="flex justify-center py-12">
      <Spinner />
    </div>
  );
  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader title={nl.documents.title} description={nl.documents.description} />
      {/* The status badges change silently: the end of this user's own uploads is said here. */}
      <p role="status" className="sr-only" data-testid="processing-news">
        {news}
      </p>
      <Tabs defaultValue="uploads">
        <TabsList>
          <TabsTrigger value="uploads">{nl.documents.tabUploads}</TabsTrigger>
          <TabsTrigger value="knowledge">{nl.documents.tabKnowledge}</TabsTrigger>
        </TabsList>
        <TabsContent value="uploads" className="space-y-4">
          <DocumentUpload
            organizationId={organization?.id ?? null}
            onUploaded={(ids) => setWatched((w) => [...w, ...ids.map((id) => ({ id, running: true }))])}
          />
          {loading || (
            <UploadedList docs={docs} onReprocess={(id) => setWatched((w) => [...w, { id, running: false }])} />
          )}
        </TabsContent>
        <TabsContent value="knowledge" className="space-y-4">
          <KnowledgeTestPanel organizationId={organization?.id ?? null} />
          {loading || <KnowledgeBase docs={docs} />}
        </TabsContent>
      </Tabs>
    </div>
  );
}
