import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  PROTECTION_MESSAGES,
  usdCents,
  type ProtectionAnswer,
  type PurchaseLimit,
  type SpendingBucket,
} from '@arcade/contracts';
import { makeUser, renderWithShell, resetStore } from '@arcade/shared-ui/testing';
import { fail, installFakeApi, ok } from '../../../../../tooling/fake-api';
import { ProtectionSection } from './protection-section';

const none = (period: PurchaseLimit['period'], kind: PurchaseLimit['kind'] = 'purchase'): PurchaseLimit => ({
  kind,
  period,
  limit: null,
  used: usdCents(0),
  remaining: null,
  pending: null,
});
const losses = [none('day', 'loss'), none('week', 'loss'), none('month', 'loss')];
const view = (over: Partial<ProtectionAnswer> = {}): ProtectionAnswer => ({
  limits: [none('day'), none('week'), none('month'), ...losses],
  block: null,
  ...over,
});
const RAISE_AT = '2026-11-29T02:00:00.000Z';
const ENDS_AT = '2026-12-05T02:00:00.000Z';
const breakBlock = {
  kind: 'break' as const,
  code: 'break_active' as const,
  duration: '7d',
  startedAt: '2026-11-28T02:00:00.000Z',
  endsAt: ENDS_AT,
  revocableFrom: null,
  message: PROTECTION_MESSAGES.breakActive(ENDS_AT),
};

describe('ProtectionSection', () => {
  beforeEach(() => resetStore(makeUser()));

  it('shows each limit with what is used, what remains and the pending change with its time', async () => {
    installFakeApi({
      'GET /protection': ok(
        view({
          limits: [
            {
              kind: 'purchase',
              period: 'day',
              limit: usdCents(2000),
              used: usdCents(500),
              remaining: usdCents(1500),
              pending: { limit: usdCents(10000), effectiveAt: RAISE_AT },
            },
            {
              ...none('week'),
              limit: usdCents(5000),
              remaining: usdCents(5000),
              pending: { limit: null, effectiveAt: RAISE_AT },
            },
            none('month'),
            ...losses,
          ],
        }),
      ),
    });
    renderWithShell(<ProtectionSection />);
    const day = await screen.findByRole('region', { name: 'Daily purchase limit' });
    expect(day).toHaveTextContent('$20.00 in any 24 hours: $5.00 used, $15.00 remains.');
    expect(within(day).getByTestId('pending-day')).toHaveTextContent(
      'Rises to $100.00 at 29 Nov 2026, 02:00 UTC.',
    );
    const week = screen.getByRole('region', { name: 'Weekly purchase limit' });
    expect(within(week).getByTestId('pending-week')).toHaveTextContent('Removed at 29 Nov 2026, 02:00 UTC.');
    // A removal already waits: no second Remove button.
    expect(
      within(week).queryByRole('button', { name: 'Remove weekly purchase limit' }),
    ).not.toBeInTheDocument();
    expect(within(day).getByRole('button', { name: 'Remove daily purchase limit' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Monthly purchase limit' })).toHaveTextContent('No limit set');
  });

  it('sets a limit through the form kit, toasts the server message and shows the answer', async () => {
    const message = PROTECTION_MESSAGES.limitSaved('day', 'now');
    const server = installFakeApi({
      'GET /protection': ok(view()),
      'POST /protection/limits': ok(
        view({
          limits: [
            { ...none('day'), limit: usdCents(2050), remaining: usdCents(2050) },
            none('week'),
            none('month'),
            ...losses,
          ],
        }),
        message,
      ),
    });
    const user = userEvent.setup();
    renderWithShell(<ProtectionSection />);
    const field = await screen.findByRole('textbox', { name: 'New daily purchase limit in dollars' });
    await user.click(screen.getByRole('button', { name: 'Save daily purchase limit' }));
    expect(await screen.findByText('Enter an amount in dollars, such as 50 or 50.00')).toBeInTheDocument();
    expect(server.callsTo('POST', '/protection/limits')).toHaveLength(0);

    await user.type(field, '20.50');
    await user.click(screen.getByRole('button', { name: 'Save daily purchase limit' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(server.callsTo('POST', '/protection/limits')[0]!.json).toEqual({
      kind: 'purchase',
      period: 'day',
      amount: 20.5,
    });
    expect(screen.getByRole('region', { name: 'Daily purchase limit' })).toHaveTextContent(
      '$20.50 in any 24 hours',
    );
  });

  it('removes a limit (after 7 days) and shows a refusal on the field', async () => {
    const server = installFakeApi({
      'GET /protection': ok(
        view({
          limits: [
            { ...none('day'), limit: usdCents(2000), remaining: usdCents(2000) },
            none('week'),
            none('month'),
            ...losses,
          ],
        }),
      ),
      'POST /protection/limits': fail(400, 'The limit must be at most $100,000.00', ['validation']),
    });
    const user = userEvent.setup();
    renderWithShell(<ProtectionSection />);
    await user.click(await screen.findByRole('button', { name: 'Remove daily purchase limit' }));
    expect(server.callsTo('POST', '/protection/limits')[0]!.json).toEqual({
      kind: 'purchase',
      period: 'day',
      amount: null,
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('The limit must be at most $100,000.00');
  });

  it('takes a break with the password in a labelled dialog, then returns focus and shows the break', async () => {
    let current = view();
    const server = installFakeApi({
      'GET /protection': () => ok(current),
      'POST /protection/break': (call) => {
        if ((call.json as { password: string }).password !== 'right')
          return fail(403, PROTECTION_MESSAGES.wrongPassword, ['wrong_password']);
        current = view({ block: breakBlock });
        return ok(current, PROTECTION_MESSAGES.breakTaken(ENDS_AT));
      },
    });
    const user = userEvent.setup();
    renderWithShell(<ProtectionSection />);
    const opener = await screen.findByRole('button', { name: 'Take a break' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Take a break' });
    expect(dialog).toHaveTextContent('A break cannot be shortened.');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Length of the break' }), '7 days');
    await user.type(within(dialog).getByLabelText('Your password'), 'wrong');
    await user.click(within(dialog).getByRole('button', { name: 'Start my break' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(PROTECTION_MESSAGES.wrongPassword);

    await user.clear(within(dialog).getByLabelText('Your password'));
    await user.type(within(dialog).getByLabelText('Your password'), 'right');
    await user.click(within(dialog).getByRole('button', { name: 'Start my break' }));
    expect(await screen.findByText(PROTECTION_MESSAGES.breakTaken(ENDS_AT))).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.callsTo('POST', '/protection/break').map((c) => c.json)).toEqual([
      { days: 7, password: 'wrong' },
      { days: 7, password: 'right' },
    ]);
    expect(screen.getByTestId('protection-block')).toHaveTextContent(
      'You are taking a break until 5 Dec 2026, 02:00 UTC',
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Take a break' })).toHaveFocus());
  });

  it('excludes indefinitely, and Cancel closes without a call and returns focus', async () => {
    const server = installFakeApi({
      'GET /protection': ok(view()),
      'POST /protection/exclusion': ok(view(), PROTECTION_MESSAGES.exclusionTaken(null)),
    });
    const user = userEvent.setup();
    renderWithShell(<ProtectionSection />);
    const opener = await screen.findByRole('button', { name: 'Exclude myself' });
    await user.click(opener);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();

    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Exclude myself' });
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Length of the exclusion' }),
      'Indefinitely',
    );
    await user.type(within(dialog).getByLabelText('Your password'), 'secret{Enter}');
    expect(await screen.findByText(PROTECTION_MESSAGES.exclusionTaken(null))).toBeInTheDocument();
    expect(server.callsTo('POST', '/protection/exclusion')[0]!.json).toEqual({
      duration: 'indefinite',
      password: 'secret',
    });
  });

  it('offers the revocation of an indefinite exclusion only from its time', async () => {
    const block = {
      ...breakBlock,
      kind: 'exclusion' as const,
      code: 'self_excluded' as const,
      duration: 'indefinite',
      endsAt: null,
      message: PROTECTION_MESSAGES.selfExcluded(null),
    };
    installFakeApi({
      'GET /protection': ok(view({ block: { ...block, revocableFrom: '2999-01-01T00:00:00.000Z' } })),
    });
    const first = renderWithShell(<ProtectionSection />);
    expect(
      await screen.findByText('You can ask to revoke it from 1 Jan 2999, 00:00 UTC.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Revoke my exclusion' })).not.toBeInTheDocument();
    first.unmount();

    installFakeApi({
      'GET /protection': ok(view({ block: { ...block, revocableFrom: '2020-01-01T00:00:00.000Z' } })),
    });
    const user = userEvent.setup();
    renderWithShell(<ProtectionSection />);
    await user.click(await screen.findByRole('button', { name: 'Revoke my exclusion' }));
    expect(screen.getByRole('dialog', { name: 'Revoke my exclusion' })).toHaveTextContent(
      '7 days after you confirm',
    );
  });
  it('sets a loss limit with its own words and opens the spending chart only when asked', async () => {
    const answer = view({
      limits: [
        none('day'),
        none('week'),
        none('month'),
        { ...none('week', 'loss'), limit: usdCents(4000), used: usdCents(1500), remaining: usdCents(2500) },
        none('day', 'loss'),
        none('month', 'loss'),
      ],
    });
    const server = installFakeApi({
      'GET /protection': ok(answer),
      'POST /protection/limits': ok(answer, PROTECTION_MESSAGES.limitSaved('day', 'now', undefined, 'loss')),
      'GET /protection/spending': ok({
        weeks: Array.from({ length: 12 }, (_, i) => ({
          start: new Date(Date.UTC(2026, 8, 7 + 7 * i)).toISOString(),
          end: new Date(Date.UTC(2026, 8, 14 + 7 * i)).toISOString(),
          purchases: usdCents(i === 11 ? 2500 : 0),
          redemptions: usdCents(i === 11 ? 1000 : 0),
          net: usdCents(i === 11 ? 1500 : 0),
          minutesSignedIn: i === 11 ? 135 : i === 10 ? 40 : 0,
        })) satisfies SpendingBucket[],
        months: [],
      }),
    });
    const user = userEvent.setup();
    renderWithShell(<ProtectionSection />);
    const weekly = await screen.findByRole('region', { name: 'Weekly loss limit' });
    expect(weekly).toHaveTextContent('$40.00 in any 7 days: $15.00 used, $25.00 remains.');
    const daily = screen.getByRole('region', { name: 'Daily loss limit' });
    await user.type(within(daily).getByRole('textbox', { name: 'New daily loss limit in dollars' }), '30');
    await user.click(within(daily).getByRole('button', { name: 'Save daily loss limit' }));
    await waitFor(() =>
      expect(server.callsTo('POST', '/protection/limits')[0]!.json).toEqual({
        kind: 'loss',
        period: 'day',
        amount: 30,
      }),
    );
    expect(server.callsTo('GET', '/protection/spending')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Show my spending' }));
    const table = await screen.findByRole('table', { name: 'Spending by week (from Monday, UTC)' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('23 Nov$25.00$10.00$15.002 h 15 min');
    expect(within(table).getAllByRole('row')[2]).toHaveTextContent('16 Nov$0.00$0.00$0.0040 min');
    expect(
      screen.getByText(
        /Last 12 weeks: bought \$25\.00, paid out \$10\.00, net \$15\.00; signed in for 2 h 55 min\./,
      ),
    ).toBeVisible();
    expect(screen.getByTestId('spending-chart')).toHaveTextContent('Weekly loss limit $40.00');
  });
});
