import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { playerSearchQuerySchema, type PlayerSummary } from '@arcade/contracts';
import { Badge } from '@arcade/shared-ui';
import { Form, FormField, FormSubmit, useZodForm } from '@arcade/shared-ui/form';
import { DataTable, type Column } from '../../../components/data-table';
import { When } from '../../../lib/when';
import { useSearchPlayers } from '../api/search-players';
import { playerHref } from '../../../lib/player-link';

const searchSchema = playerSearchQuerySchema.pick({ q: true });
interface SearchValues {
  q: string;
}

const COLUMNS: Column<PlayerSummary>[] = [
  {
    key: 'name',
    header: 'Player',
    cell: (p) => <Link to={playerHref(p.id)}>{p.name || p.email}</Link>,
  },
  { key: 'email', header: 'E-mail', cell: (p) => p.email },
  { key: 'phone', header: 'Phone', cell: (p) => p.phone ?? '—' },
  { key: 'state', header: 'State', cell: (p) => p.state ?? '—' },
  {
    key: 'status',
    header: 'Status',
    cell: (p) =>
      p.lockedAt ? (
        <Badge tone="danger">Locked</Badge>
      ) : p.restricted ? (
        <Badge tone="gold">Restricted</Badge>
      ) : (
        <Badge tone="emerald">Active</Badge>
      ),
  },
  { key: 'joined', header: 'Joined', cell: (p) => <When at={p.createdAt} /> },
];

/** Players: search by e-mail, name, phone or id (?q=), newest first, a page at a time (?page=). */
export function PlayerSearch() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const form = useZodForm(searchSchema, { defaultValues: { q } });
  useEffect(() => form.reset({ q }), [form, q]);
  const query = useSearchPlayers(q, page);
  const go = (next: { q?: string; page?: number }) =>
    setParams((p) => {
      const n = new URLSearchParams(p);
      const nq = next.q ?? q;
      if (nq) n.set('q', nq);
      else n.delete('q');
      if (next.page && next.page > 1) n.set('page', String(next.page));
      else n.delete('page');
      return n;
    });
  const submit = (values: SearchValues) => go({ q: values.q, page: 1 });
  return (
    <section className="admin-list" aria-labelledby="admin-players-title">
      <h2 id="admin-players-title" className="admin-list__title">
        Players
      </h2>
      <Form form={form} onSubmit={submit} role="search" aria-label="Players" className="admin-filters">
        <FormField<SearchValues>
          name="q"
          label="Search players"
          hint="E-mail, name, phone or player id"
          type="search"
          maxLength={320}
          spellCheck={false}
          autoComplete="off"
        />
        <FormSubmit>Search</FormSubmit>
      </Form>
      <DataTable
        caption={q ? `Players matching “${q}”` : 'Newest players'}
        columns={COLUMNS}
        query={query}
        rowKey={(p) => p.id}
        emptyTitle={q ? `No player matches “${q}”` : 'No players yet'}
        onPage={(n) => go({ page: n })}
      />
    </section>
  );
}
