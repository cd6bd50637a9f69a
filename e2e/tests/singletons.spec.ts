import { expect, test } from '@playwright/test';
import { PLAYER, loginViaApi, open } from '../support/site';

// Exactly one React, one store, one bus and one query client per page, across the shell and the remotes.
test.use({ viewport: { width: 1280, height: 900 } });

test('one React, store, bus and query client; a store change in one remote is seen by another', async ({
  page,
}) => {
  await loginViaApi(page.request, PLAYER);
  await open(page, '/');
  // The home page (mfe_games), the header balance (mfe_wallet) and the bell (mfe_notifications) are on screen.
  await expect(page.locator('[data-remote="mfe_games"]').first()).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => Object.keys(window.__ARCADE_INSTANCES__ ?? {}).sort()))
    .toEqual(expect.arrayContaining(['mfe_games', 'mfe_notifications', 'mfe_wallet', 'shell']));
  const report = await page.evaluate(() => {
    const all = Object.values(window.__ARCADE_INSTANCES__!);
    const first = all[0]!;
    return {
      bundles: all.length,
      react: all.every((i) => i.react === first.react),
      store: all.every((i) => i.store === first.store),
      bus: all.every((i) => i.bus === first.bus),
      queryClient: all.every((i) => i.queryClient === first.queryClient),
      platform: new Set(all.map((i) => i.platform)).size,
    };
  });
  expect(report).toEqual({
    bundles: report.bundles,
    react: true,
    store: true,
    bus: true,
    queryClient: true,
    platform: 1,
  });

  // A store change made through one remote's store is seen by another remote and by the shell's UI.
  const seen = await page.evaluate(() => {
    const inst = window.__ARCADE_INSTANCES__!;
    type S = {
      getState(): { setBalances(b: { gold: number; sweep: number }): void; balances: { gold: number } };
    };
    (inst.mfe_games!.store as S).getState().setBalances({ gold: 424242, sweep: 1234 });
    return (inst.mfe_wallet!.store as S).getState().balances.gold;
  });
  expect(seen).toBe(424242);
  await expect(page.getByTestId('desktop-header')).toContainText('424,242');
});
