import { expect, test, type Page, type Response } from '@playwright/test';
import { apiContext } from '../support/identity';
import { loginAdmin, registerVerifiedPlayer } from '../support/players';
import { axeViolations } from '../support/axe';
import { loginViaApi, open } from '../support/site';

/**
 * Issue 29 item 6 in a browser at 1024 px: a new player takes the welcome bonus; the admin opens Figures and reads
 * today's tiles, the charts and the table of the same figures, narrows them to a state, and the screen is axe
 * clean and scrolls no sideways. recharts comes in a chunk of its own, fetched only once the Figures view opens.
 */
test.use({ viewport: { width: 1024, height: 800 } });

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

/** Whether any script fetched so far holds recharts (its wrapper class name is in its code). */
async function loadedRecharts(scripts: Response[]): Promise<boolean> {
  for (const r of scripts) if ((await r.text().catch(() => '')).includes('recharts-wrapper')) return true;
  return false;
}

test('the admin reads today’s figures, by day and by state; the charts load only with the view', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const setup = await apiContext(baseURL);
  const player = await registerVerifiedPlayer(setup);
  const playerCtx = await apiContext(baseURL);
  await loginViaApi(playerCtx, player); // claims the 10,000 GC welcome bonus

  const scripts: Response[] = [];
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script') scripts.push(r);
  });
  await loginAdmin(page.request);
  await open(page, '/dashboard');
  await expect(page.getByRole('tab', { name: 'Figures' })).toBeVisible();
  expect(await loadedRecharts(scripts)).toBe(false);

  await page.getByRole('tab', { name: 'Figures' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Figures' })).toBeVisible();
  const today = page.getByRole('region', { name: /^Today, \d{4}-\d{2}-\d{2} \(UTC\)$/ });
  await expect(today).toBeVisible();
  const newPlayers = today.getByRole('listitem').filter({ hasText: 'New players' });
  await expect(newPlayers).not.toHaveText(/New players0$/);
  await expect(today.getByRole('listitem').filter({ hasText: 'Bonuses given' })).toContainText(
    /[1-9][\d,]* GC/,
  );
  await expect(page.getByTestId('figures-charts')).toBeVisible();
  await expect(page.locator('.recharts-surface').first()).toBeVisible();
  expect(await loadedRecharts(scripts)).toBe(true);
  const byDay = page.getByRole('table', { name: 'Figures by day' });
  await expect(byDay.getByRole('row')).toHaveCount(8);
  await expect(page.getByRole('table', { name: 'The range by state' })).toContainText('Texas');
  expect(await noSidewaysScroll(page)).toBe(true);
  expect(await axeViolations(page)).toEqual([]);

  const form = page.getByRole('form', { name: 'Figures range and state' });
  await form.getByRole('combobox', { name: 'State' }).selectOption('Texas');
  await form.getByRole('button', { name: 'Show' }).click();
  await expect(page.getByRole('table', { name: 'Figures by day in Texas' })).toBeVisible();
  await expect(page).toHaveURL(/view=figures.*state=Texas/);
  await page.getByRole('group', { name: 'Range' }).getByRole('button', { name: 'Today' }).click();
  await expect(page.getByRole('table', { name: 'Figures by day in Texas' }).getByRole('row')).toHaveCount(2);
  expect(await noSidewaysScroll(page)).toBe(true);
  expect(await axeViolations(page)).toEqual([]);
});
