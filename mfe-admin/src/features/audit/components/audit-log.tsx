import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import {
  asMoney,
  auditFilterFormSchema,
  formatMoney,
  type AuditEntry,
  type AuditFilterForm,
} from '@arcade/contracts';
import { Button } from '@arcade/shared-ui';
import { Form, FormField, FormSubmit, useZodForm } from '@arcade/shared-ui/form';
import { DataTable, type Column } from '../../../components/data-table';
import { When } from '../../../lib/when';
import { auditCsvHref, useAudit, type AuditFilters } from '../api/get-audit';
import { playerHref } from '../../../lib/player-link';

/** The filters the URL holds (?actor=&action=&player=&from=YYYY-MM-DD&to=YYYY-MM-DD). */
const FIELDS = [
  { key: 'actor', label: 'Staff member id', hint: 'Who did it' },
  { key: 'action', label: 'Action', hint: 'e.g. player.lock, or player. for every player action' },
  { key: 'player', label: 'Player id', hint: 'The player it concerns' },
  { key: 'from', label: 'From (day)', type: 'date' },
  { key: 'to', label: 'To (day, included)', type: 'date' },
] as const;
type FieldKey = keyof AuditFilterForm;
const EMPTY: AuditFilterForm = { actor: '', action: '', player: '', from: '', to: '' };

/** A local day's start as an ISO date-time; the "to" day is included, so the server's bound is the next day. */
const dayStart = (day: string, plus = 0): string | undefined => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return undefined;
  const d = new Date(`${day}T00:00:00`);
  if (Number.isNaN(d.getTime())) return undefined;
  d.setDate(d.getDate() + plus);
  return d.toISOString();
};

export const filtersOf = (values: Partial<Record<FieldKey, string>>): AuditFilters => ({
  actorId: values.actor?.trim() || undefined,
  action: values.action?.trim() || undefined,
  userId: values.player?.trim() || undefined,
  from: values.from ? dayStart(values.from) : undefined,
  to: values.to ? dayStart(values.to, 1) : undefined,
});

/** An amount recorded as a Money reads with its unit ("60.00 SC"), through formatMoney like every screen. */
const moneyText = (_key: string, value: unknown) => {
  const money = asMoney(value);
  return money ? formatMoney(money) : value;
};
const json = (v: Record<string, unknown> | null) =>
  v ? <pre className="admin-json">{JSON.stringify(v, moneyText, 1)}</pre> : '—';

const COLUMNS: Column<AuditEntry>[] = [
  { key: 'at', header: 'When', cell: (e) => <When at={e.at} /> },
  {
    key: 'who',
    header: 'Who',
    cell: (e) => (e.actorId ? `${e.actorEmail ?? e.actorId} (${e.actorRole})` : 'System'),
  },
  { key: 'ip', header: 'Address', cell: (e) => e.ip ?? '—' },
  {
    key: 'what',
    header: 'What',
    cell: (e) => (
      <>
        <strong>{e.action}</strong> · {e.targetType} {e.targetId}
      </>
    ),
  },
  {
    key: 'player',
    header: 'Player',
    cell: (e) => (e.targetUserId ? <Link to={playerHref(e.targetUserId)}>{e.targetUserId}</Link> : '—'),
  },
  { key: 'why', header: 'Why', cell: (e) => e.reason ?? '—' },
  { key: 'before', header: 'Before', cell: (e) => json(e.before) },
  {
    key: 'after',
    header: 'After',
    cell: (e) => json(e.after ?? (Object.keys(e.details).length ? e.details : null)),
  },
];

/** ?view=audit: the audit log, filtered (the URL keeps the filters and the page), and its CSV export. */
export function AuditLog() {
  const [params, setParams] = useSearchParams();
  const applied = Object.fromEntries(FIELDS.map((f) => [f.key, params.get(f.key) ?? ''])) as AuditFilterForm;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const form = useZodForm(auditFilterFormSchema, { defaultValues: applied });
  const appliedKey = JSON.stringify(applied);
  useEffect(() => form.reset(JSON.parse(appliedKey) as AuditFilterForm), [form, appliedKey]);
  const filters = filtersOf(applied);
  const query = useAudit(filters, page);
  const go = (values: AuditFilterForm, nextPage: number) =>
    setParams((p) => {
      const n = new URLSearchParams(p);
      for (const f of FIELDS) {
        const v = values[f.key].trim();
        if (v) n.set(f.key, v);
        else n.delete(f.key);
      }
      if (nextPage > 1) n.set('page', String(nextPage));
      else n.delete('page');
      return n;
    });
  const submit = (values: AuditFilterForm) => go(values, 1);
  const clear = () => go(EMPTY, 1);
  return (
    <section className="admin-list" aria-labelledby="admin-audit-title">
      <h2 id="admin-audit-title" className="admin-list__title">
        Audit log
      </h2>
      <Form
        form={form}
        onSubmit={submit}
        role="search"
        aria-label="Filter the audit log"
        className="admin-filters"
      >
        {FIELDS.map((f) => (
          <FormField<AuditFilterForm>
            key={f.key}
            name={f.key}
            label={f.label}
            hint={'hint' in f ? f.hint : undefined}
            type={'type' in f ? f.type : 'text'}
            spellCheck={false}
            autoComplete="off"
          />
        ))}
        <FormSubmit
          extra={
            <Button type="button" variant="ghost" onClick={clear}>
              Clear
            </Button>
          }
        >
          Apply filters
        </FormSubmit>
      </Form>
      <p>
        <a href={auditCsvHref(filters)} download>
          Export CSV
        </a>{' '}
        <span className="admin-list__meta">(the filtered log, newest first, up to 100,000 rows)</span>
      </p>
      <DataTable
        caption="Audit entries"
        columns={COLUMNS}
        query={query}
        rowKey={(e) => e.id}
        emptyTitle="No audit entries match these filters"
        onPage={(n) => go(applied, n)}
      />
    </section>
  );
}
