import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { usdCents, type RealityCheckAnswer } from '@arcade/contracts';
import { makeUser, renderWithShell, resetStore } from '@arcade/shared-ui/testing';
import { RealityCheckDialog } from './reality-check-dialog';

const check: RealityCheckAnswer = {
  intervalHours: 1,
  now: '2026-11-28T15:00:00.000Z',
  sessionStartedAt: '2026-11-28T13:55:00.000Z',
  dueAt: '2026-11-28T14:55:00.000Z',
  due: true,
  minutesPlayed: 65,
  purchases: usdCents(2500),
  redemptions: usdCents(1000),
  net: usdCents(1500),
  limitOffered: false,
  offerLimit: false,
};

describe('RealityCheckDialog', () => {
  beforeEach(() => resetStore(makeUser()));

  it('shows the time and the net spend, and each action calls its handler', async () => {
    const onContinue = jest.fn();
    const onHistory = jest.fn();
    const onBreak = jest.fn();
    renderWithShell(
      <RealityCheckDialog
        check={check}
        pending={false}
        onContinue={onContinue}
        onHistory={onHistory}
        onBreak={onBreak}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Reality check' });
    expect(dialog).toHaveTextContent('1 h 5 min');
    expect(dialog).toHaveTextContent('$15.00');
    expect(dialog).toHaveTextContent('$25.00 / $10.00');
    await userEvent.click(screen.getByRole('link', { name: 'See your history' }));
    expect(onHistory).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Take a 24-hour break' }));
    expect(onBreak).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Continue playing' }));
    expect(onContinue).toHaveBeenCalledTimes(1);
  });

  it('is not dismissed by Escape (the player chooses an action)', async () => {
    const onContinue = jest.fn();
    renderWithShell(
      <RealityCheckDialog
        check={check}
        pending={false}
        onContinue={onContinue}
        onHistory={jest.fn()}
        onBreak={jest.fn()}
      />,
    );
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Reality check' })).toBeInTheDocument();
    expect(onContinue).not.toHaveBeenCalled();
  });
});
