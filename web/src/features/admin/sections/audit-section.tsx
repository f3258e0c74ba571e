import { History } from 'lucide-react';
import type { AuditEntry } from '#contract/admin.ts';
import { formatDateTime } from '#web/lib/format-date.ts';
import { FETCH_FAILED } from '#web/lib/messages.ts';
import { useAuditLog } from '../api/audit-api.ts';
import { AuditFilters } from '../audit/audit-filters.tsx';
import type { Column } from '../components/data-table.tsx';
import { PagedTable } from '../components/paged-table.tsx';
import { EmptyState } from '../components/query-states.tsx';
import { SectionHeader } from '../components/section-header.tsx';
import { StatusBadge } from '../components/status-badge.tsx';
import { TableToolbar } from '../components/table-toolbar.tsx';
import { useListParams } from '../components/use-list-params.ts';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const METHOD_WORDS: Record<string, string> = {
  POST: 'Created',
  PUT: 'Updated',
  PATCH: 'Updated',
  DELETE: 'Deleted',
};

function actionWord(action: string): string {
  return METHOD_WORDS[action.split(' ')[0] ?? ''] ?? 'Changed';
}

function auditColumns(onActor: (entry: AuditEntry) => void): Column<AuditEntry>[] {
  return [
    {
      id: 'when',
      header: 'When',
      isRowHeader: true,
      className: 'whitespace-nowrap',
      cell: (entry) => <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>,
    },
    {
      id: 'who',
      header: 'Who',
      cell: (entry) =>
        entry.actor._id ? (
          <button
            type="button"
            className="text-left text-ink underline-offset-4 hover:text-accent hover:underline"
            aria-label={`Only changes by ${entry.actor.name}`}
            onClick={() => onActor(entry)}
          >
            {entry.actor.name}
            <span className="block text-xs text-muted">{entry.actor.role}</span>
          </button>
        ) : (
          <span>{entry.actor.name}</span>
        ),
    },
    {
      id: 'what',
      header: 'What',
      cell: (entry) => (
        <div className="space-y-1">
          <p>
            {actionWord(entry.action)} {entry.entity}
            {entry.statusCode >= 400 && (
              <span className="ml-2">
                <StatusBadge tone="danger">Refused {entry.statusCode}</StatusBadge>
              </span>
            )}
          </p>
          <code className="block text-xs break-all text-muted">{entry.action}</code>
        </div>
      ),
    },
    {
      id: 'record',
      header: 'Record',
      cell: (entry) => <code className="text-xs break-all">{entry.entityId ?? '—'}</code>,
    },
    {
      id: 'summary',
      header: 'Change',
      className: 'min-w-64',
      cell: (entry) => (
        <code className="block text-xs break-all whitespace-pre-wrap">{entry.summary}</code>
      ),
    },
  ];
}

/** ADMIN only: every staff write, newest first, by record kind, person and dates. */
export function AuditLogSection() {
  const params = useListParams();
  const valid = (value: string | undefined, pattern: RegExp) =>
    value && pattern.test(value) ? value : undefined;
  const filters = {
    entity: params.get('entity'),
    actorId: valid(params.get('actorId'), UUID),
    actorName: params.get('actorName'),
    from: valid(params.get('from'), DATE),
    to: valid(params.get('to'), DATE),
  };
  const query = useAuditLog({
    page: params.page,
    entity: filters.entity,
    actorId: filters.actorId,
    from: filters.from,
    to: filters.to,
  });
  const isFiltered = Boolean(filters.entity || filters.actorId || filters.from || filters.to);

  return (
    <section>
      <SectionHeader
        title="Audit log"
        description="Every change staff made: who, what, which record, when, and what was sent."
      />
      <TableToolbar>
        <AuditFilters values={filters} onChange={(patch) => params.set(patch)} />
      </TableToolbar>
      <PagedTable
        caption="Audit log"
        columns={auditColumns((entry) =>
          params.set({ actorId: entry.actor._id ?? undefined, actorName: entry.actor.name }),
        )}
        rows={query.data?.entries}
        rowKey={(entry) => entry._id}
        query={query}
        errorFallback={FETCH_FAILED}
        empty={
          <EmptyState
            icon={History}
            title={isFiltered ? 'Nothing matches these filters' : 'No changes recorded yet'}
          >
            {isFiltered
              ? 'Widen the dates or choose another record kind.'
              : 'Each change staff make appears here.'}
          </EmptyState>
        }
        page={params.page}
        onPage={params.setPage}
        totalLabel={(data) =>
          `${data.totalEntries.toLocaleString('en-IN')} ${data.totalEntries === 1 ? 'change' : 'changes'}`
        }
      />
    </section>
  );
}
