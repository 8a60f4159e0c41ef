import { useState } from "react";
import { nl } from "../../../common/i18n/nl.ts";
import { SYNC_OBJECTS, type SyncObject } from "../../../common/integrations/sync-kinds.ts";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { TitledCard } from "../../components/ui/titled-card.tsx";
import { errorToast, type FleksRecord, failureText, fleksApi } from "./fleks-api.ts";
import { IntegrationDetailsCard, NotConfiguredNotice } from "./integration-details-card.tsx";
import type { FleksIntegration } from "./use-fleks-data.ts";

const t = nl.fleks;
/** The spec's pause between the calls of 'Test alles', so a burst never meets Fleks' rate limit. */
export const TEST_ALL_PAUSE_MS = 500;

type EndpointState =
  | { status: "idle" }
  | { status: "loading" }
  | { status: "success"; at: number; count: number; total: number; sample: FleksRecord[] }
  | { status: "error"; at: number; message: string };

const time = (at: number) => new Intl.DateTimeFormat("nl-NL", { timeStyle: "medium" }).format(at);

/** Test: one call per endpoint (limit 5 on the server), its count, total and first two records. */
export function TestTab(props: {
  organizationId: string;
  integration: FleksIntegration | null;
  isAdmin: boolean;
  onSetup: () => void;
}) {
  const [states, setStates] = useState<Partial<Record<SyncObject, EndpointState>>>({});
  const [runningAll, setRunningAll] = useState(false);
  if (!props.integration) return <NotConfiguredNotice onSetup={props.onSetup} />;
  const api = fleksApi(props.organizationId);

  const test = async (object: SyncObject) => {
    setStates((s) => ({ ...s, [object]: { status: "loading" } }));
    let next: EndpointState;
    try {
      const result = await api.test(object);
      next = result.ok
        ? {
            status: "success",
            at: Date.now(),
            count: result.count,
            total: result.total,
            sample: result.sample.slice(0, 2),
          }
        : { status: "error", at: Date.now(), message: failureText(result) };
    } catch (err) {
      const [title, options] = errorToast(err, t.connectionFailed, t.connectionFailedFallback);
      next = { status: "error", at: Date.now(), message: options.description ?? title };
    }
    setStates((s) => ({ ...s, [object]: next }));
  };

  const testAll = async () => {
    setRunningAll(true);
    try {
      for (const [i, object] of SYNC_OBJECTS.entries()) {
        if (i > 0) await new Promise((resolve) => setTimeout(resolve, TEST_ALL_PAUSE_MS));
        await test(object);
      }
    } finally {
      setRunningAll(false);
    }
  };

  return (
    <div className="space-y-6">
      <div className="flex justify-end">
        <Button onClick={() => void testAll()} disabled={runningAll || !props.isAdmin}>
          {t.testAll}
        </Button>
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        {SYNC_OBJECTS.map((object) => (
          <EndpointCard
            key={object}
            object={object}
            state={states[object] ?? { status: "idle" }}
            // Testing calls Fleks with the stored token: admins only (the route says so too).
            disabled={runningAll || !props.isAdmin}
            onTest={() => void test(object)}
          />
        ))}
      </div>
      <IntegrationDetailsCard integration={props.integration} />
    </div>
  );
}

function EndpointCard(props: { object: SyncObject; state: EndpointState; disabled: boolean; onTest: () => void }) {
  const { state } = props;
  const badge =
    state.status === "success" ? (
      <Badge className="bg-green-600 text-white">{t.testSuccess}</Badge>
    ) : state.status === "error" ? (
      <Badge variant="destructive">{t.testError}</Badge>
    ) : state.status === "loading" ? (
      <Badge variant="secondary">{t.testLoading}</Badge>
    ) : (
      <Badge variant="outline">{t.testIdle}</Badge>
    );
  return (
    <div data-testid={`fleks-test-${props.object}`}>
      <TitledCard
        title={t.objects[props.object]}
        description={<span className="font-mono text-xs">/{props.object}/</span>}
        action={
          <div className="flex items-center gap-2">
            {badge}
            <Button
              size="sm"
              variant="outline"
              onClick={props.onTest}
              disabled={props.disabled || state.status === "loading"}
            >
              {t.testOne}
            </Button>
          </div>
        }
        contentClassName="space-y-2 text-sm"
      >
        {"at" in state && <p className="text-xs text-muted-foreground">{t.testedAt(time(state.at))}</p>}
        {state.status === "success" && (
          <>
            <p>{t.records(state.count, state.total)}</p>
            <p className="font-medium">{t.sampleTitle}</p>
            <pre className="max-h-48 overflow-auto rounded-md bg-muted p-2 text-xs">
              {JSON.stringify(state.sample, null, 2)}
            </pre>
          </>
        )}
        {state.status === "error" && <p className="text-destructive">{state.message}</p>}
      </TitledCard>
    </div>
  );
}
