import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentUrl, makeUser, renderWithShell, resetStore } from '@arcade/shared-ui/testing';
import { fail, installFakeApi, ok, type FakeApi } from '../../../../../tooling/fake-api';
import { AuditLog, filtersOf } from './audit-log';

const PLAYER = '00000000-0000-4000-8000-000000000001';
const STAFF = '10000000-0000-4000-8000-000000000001';
const entry = {
  id: '41',
  at: '2026-11-27T10:00:00.000Z',
  actorId: STAFF,
  actorEmail: 'sam@staff.test',
  actorRole: 'SUPPORT',
  ip: '203.0.113.9',
  action: 'player.lock',
  targetType: 'user',
  targetId: PLAYER,
  targetUserId: PLAYER,
  reason: 'Chargeback fraud suspected',
  before: { locked: false },
  after: { locked: true },
  details: {},
};
const answer = (entries: unknown[], extra: Record<string, number> = {}) =>
  ok({ entries, page: 1, limit: 50, total: entries.length, ...extra });

let api: FakeApi;
function setUp(routes: Record<string, unknown>, url = '/dashboard?view=audit') {
  resetStore(makeUser({ _id: 'admin-1', role: 'ADMIN' }));
  api = installFakeApi(routes as never);
  return renderWithShell(<AuditLog />, { url });
}

describe('audit log', () => {
  it('shows loading, then who, when, where, what, why and before/after; the player links to their page', async () => {
    setUp({ 'GET /admin/audit': answer([entry]) });
    expect(screen.getByText('Loading audit entries')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Audit entries' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('sam@staff.test (SUPPORT)');
    expect(row).toHaveTextContent('203.0.113.9');
    expect(row).toHaveTextContent('player.lock');
    expect(row).toHaveTextContent('Chargeback fraud suspected');
    expect(row).toHaveTextContent('"locked": false');
    expect(row).toHaveTextContent('"locked": true');
    expect(within(row).getByRole('link', { name: PLAYER })).toHaveAttribute(
      'href',
      `/dashboard?view=players&id=${PLAYER}`,
    );
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/v1/admin/audit.csv',
    );
  });

  it('shows an amount recorded as a Money with its unit (formatMoney), not as a bare number', async () => {
    const approval = {
      ...entry,
      id: '42',
      action: 'redemption.approve',
      before: null,
      after: null,
      details: { amount: { amount: 6000, currency: 'SC', scale: 2 }, method: 'bank_transfer' },
    };
    setUp({ 'GET /admin/audit': answer([approval]) });
    const table = await screen.findByRole('table', { name: 'Audit entries' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('"amount": "60.00 SC"');
    expect(row).not.toHaveTextContent('6000');
  });

  it('applies the filters through the server, keeps them in the URL, and the CSV link carries the same filters', async () => {
    setUp({ 'GET /admin/audit': answer([entry]) });
    await screen.findByRole('table');
    await userEvent.type(screen.getByRole('textbox', { name: 'Player id' }), 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(await screen.findByText('Enter a player id (a UUID)')).toBeInTheDocument();
    await userEvent.clear(screen.getByRole('textbox', { name: 'Player id' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Player id' }), PLAYER);
    await userEvent.type(screen.getByRole('textbox', { name: 'Action' }), 'player.');
    await userEvent.type(screen.getByLabelText('From (day)'), '2026-11-01');
    await userEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(api.callsTo('GET', 'admin/audit').at(-1)!.query.get('userId')).toBe(PLAYER));
    const sent = api.callsTo('GET', 'admin/audit').at(-1)!.query;
    expect(sent.get('action')).toBe('player.');
    expect(sent.get('from')).toBe(new Date('2026-11-01T00:00:00').toISOString());
    expect(currentUrl()).toContain(`player=${PLAYER}`);
    const href = screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')!;
    const csv = new URL(href, 'http://x').searchParams;
    expect([csv.get('userId'), csv.get('action'), csv.get('from')]).toEqual([
      PLAYER,
      'player.',
      sent.get('from'),
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(currentUrl()).toBe('/dashboard?view=audit'));
  });

  it('pages through the server with Next', async () => {
    setUp({
      'GET /admin/audit': (call: { query: URLSearchParams }) =>
        call.query.get('page') === '2'
          ? answer([{ ...entry, id: '1', action: 'player.unlock' }], { page: 2, total: 51 })
          : answer([entry], { total: 51 }),
    });
    await screen.findByRole('table');
    expect(screen.getByText('Page 1 of 2 · 51 in all')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('player.unlock')).toBeInTheDocument();
    expect(currentUrl()).toContain('page=2');
  });

  it('says when nothing matches', async () => {
    setUp({ 'GET /admin/audit': answer([]) }, '/dashboard?view=audit&action=none');
    expect(
      await screen.findByRole('heading', { name: 'No audit entries match these filters' }),
    ).toBeInTheDocument();
    expect(api.callsTo('GET', 'admin/audit')[0]!.query.get('action')).toBe('none');
  });

  it('shows the error with Try again', async () => {
    setUp({ 'GET /admin/audit': fail(403, 'Forbidden') });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Audit entries could not be loaded: Forbidden',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('filtersOf: the "to" day is included (the server bound is the next day), empty fields are left out', () => {
    const f = filtersOf({ actor: ' ', action: '', player: '', from: '', to: '2026-11-28' });
    expect(f).toEqual({
      actorId: undefined,
      action: undefined,
      userId: undefined,
      from: undefined,
      to: new Date('2026-11-29T00:00:00').toISOString(),
    });
  });
});
