import { useQuery } from "@rocicorp/zero/react";
import { formatNumber } from "../../../common/i18n/count.ts";
import { nl } from "../../../common/i18n/nl.ts";
import { SYNCED_TABLES } from "../../../common/integrations/sync-kinds.ts";
import { queries } from "../../../common/zero/queries.ts";
import { TableScroll } from "../../components/ui/table-scroll.tsx";
import { TitledCard } from "../../components/ui/titled-card.tsx";
import { formatDateTime } from "../../lib/relative-time.ts";

const t = nl.integrations;

/**
 * Per synced table its row count and last sync, live from synced_table_stats (which the
 * sync keeps, so no count runs over a hundred thousand shifts). A table the sync has not
 * filled yet reads 0 and 'nog niet gesynchroniseerd'.
 */
export function DatabaseTab({ organizationId }: { organizationId: string }) {
  const [stats] = useQuery(queries.syncedTables.ofOrganization({ organizationId }));
  const byTable = new Map(stats.map((s) => [s.table_name, s]));
  return (
    <TitledCard title={t.databaseTitle} description={t.databaseDescription}>
      <TableScroll className="rounded-md border">
        <table className="w-full text-sm" data-testid="synced-tables">
          <thead className="bg-muted/50 text-left text-xs text-muted-foreground">
            <tr>
              <th className="px-3 py-2 font-medium">{t.table}</th>
              <th className="px-3 py-2 text-right font-medium">{t.rows}</th>
              <th className="px-3 py-2 font-medium">{t.lastSync}</th>
            </tr>
          </thead>
          <tbody className="divide-y">
            {Object.values(SYNCED_TABLES).map((table) => {
              const stat = byTable.get(table);
              return (
                <tr key={table} data-testid={`synced-table-${table}`}>
                  <td className="px-3 py-2">
                    <span className="font-medium">{t.tableLabels[table] ?? table}</span>{" "}
                    <code className="text-xs text-muted-foreground">{table}</code>
                  </td>
                  <td className="px-3 py-2 text-right tabular-nums">{formatNumber(stat?.row_count ?? 0)}</td>
                  <td className="px-3 py-2">
                    {stat?.last_synced_at ? (
                      <time dateTime={new Date(stat.last_synced_at).toISOString()}>
                        {formatDateTime(stat.last_synced_at)}
                      </time>
                    ) : (
                      <span className="text-muted-foreground italic">{t.neverSynced}</span>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </TableScroll>
    </TitledCard>
  );
}
