import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { dismissLoader, loginViaApi, open } from '../support/site';
import { registerVerifiedPlayer } from '../support/players';
import { API, mailbox } from '../support/identity';

/**
 * Live support chat and the agent inbox of mfe-admin (issue 10 item 8): a player and an agent chatting in two
 * browser contexts (typing, read state, unread on the launcher, history after reload), a visitor's offline form
 * answered by e-mail and in the chat, and a player's session never downloading the staff remote.
 */
const SUPPORT = { email: 'support@arcade.test', password: 'SupportPass2026!' };
const ADMIN_REMOTE = '/remotes/mfe_admin/';

async function newContext(
  browser: Browser,
  baseURL: string | undefined,
  width = 1280,
): Promise<BrowserContext> {
  return browser.newContext({
    baseURL,
    viewport: { width, height: 900 },
    extraHTTPHeaders: { origin: new URL(baseURL!).origin },
  });
}

async function axe(page: Page) {
  const result = await new AxeBuilder({ page }).exclude('.shell-loader').analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Signs the seeded SUPPORT agent in (staff get no player prompts; the day's bonus is claimed). */
async function signInAgent(page: Page) {
  await loginViaApi(page.request, SUPPORT);
}

/** The agent's inbox at /dashboard (its socket makes the agent "online"). */
async function openInbox(browser: Browser, baseURL: string | undefined, width = 1280) {
  const context = await newContext(browser, baseURL, width);
  const page = await context.newPage();
  await signInAgent(page);
  await open(page, '/dashboard');
  await expect(page.getByRole('heading', { name: 'Support inbox' })).toBeVisible();
  await expect(page.getByTestId('inbox-presence')).toContainText('You are online');
  return { context, page };
}

/**
 * Signs the agent out, then closes the browser context. The sign-out ends the session's sockets on the server at
 * once; a closed browser's socket that was still on long-polling is only seen gone after its ping timeout (up to
 * 45 s), during which the next test would find an agent "online".
 */
async function closeAgent(context: BrowserContext, page: Page) {
  expect((await page.request.post(`${API}/user/logout`)).ok()).toBe(true);
  await context.close();
}

function chat(page: Page) {
  return page.getByTestId('support-chat');
}

async function openChat(page: Page) {
  await page.getByTestId('chat-launcher').click();
  await expect(chat(page)).toBeVisible();
}

test.describe.configure({ mode: 'serial' });
// Two or three browser contexts, a registration and many live round trips: longer than the default 60 s here.
test.setTimeout(180_000);

test('a player session never downloads mfe-admin; a staff session does', async ({ browser, baseURL }) => {
  const context = await newContext(browser, baseURL, 390);
  const page = await context.newPage();
  const urls: string[] = [];
  page.on('request', (r) => urls.push(r.url()));
  const player = await registerVerifiedPlayer(page.request);
  await loginViaApi(page.request, player);
  for (const path of ['/', '/games', '/rewards', '/profile', '/faqs', '/dashboard']) {
    await open(page, path);
    await expect(page.locator('[data-remote]').first()).toBeVisible();
  }
  await expect(page).toHaveURL((url) => url.pathname === '/'); // /dashboard sent the player home
  await openChat(page);
  await page.waitForLoadState('networkidle');
  expect(urls.length).toBeGreaterThan(10);
  expect(urls.filter((u) => u.includes(ADMIN_REMOTE))).toEqual([]);
  await context.close();

  // The same recorder sees it for a staff session: the check above can fail.
  const staff = await newContext(browser, baseURL);
  const staffPage = await staff.newPage();
  const staffUrls: string[] = [];
  staffPage.on('request', (r) => staffUrls.push(r.url()));
  await signInAgent(staffPage);
  await open(staffPage, '/dashboard');
  await expect(staffPage.locator('[data-remote="mfe_admin"]')).toBeVisible();
  expect(staffUrls.some((u) => u.includes(ADMIN_REMOTE))).toBe(true);
  await closeAgent(staff, staffPage);
});

test('no agent online: the visitor gets the offline form; the reply comes by e-mail and in the chat', async ({
  browser,
  baseURL,
}) => {
  const visitorContext = await newContext(browser, baseURL, 390);
  const visitor = await visitorContext.newPage();
  // The staff session of the test before has closed; its socket leaves the agents room when the server sees the
  // disconnect, which on a loaded machine can come after this page loads. The panel reads presence when it opens.
  await expect
    .poll(async () => (await (await visitor.request.get('/api/v1/support/chat')).json()).data.agentsOnline, {
      timeout: 0,
    })
    .toBe(false);
  await open(visitor, '/games');
  await openChat(visitor);
  await expect(chat(visitor).getByTestId('support-offline')).toBeVisible();
  await expect(chat(visitor).getByTestId('support-presence')).toHaveText('Agents offline');
  expect(await axe(visitor)).toEqual([]);
  const email = `e2e.offline.${Date.now().toString(36)}@example.test`;
  await chat(visitor).getByLabel('Your e-mail').fill(email);
  await chat(visitor).getByLabel('Message', { exact: true }).fill('My redemption is late <b>please</b> help');
  await chat(visitor).getByRole('button', { name: 'Send message' }).click();
  await expect(chat(visitor).getByTestId('support-message')).toHaveText([
    /My redemption is late <b>please<\/b> help/,
  ]);
  await expect(chat(visitor)).toContainText(`We reply here and by e-mail to ${email}`);

  const agent = await openInbox(browser, baseURL);
  const item = agent.page.getByTestId('inbox-conversation').filter({ hasText: email });
  await expect(item).toContainText('Offline message');
  await item.click();
  await agent.page
    .getByLabel('Reply', { exact: true })
    .fill('Sorry for the wait: it is on its way. https://example.test/status');
  await agent.page.getByLabel('Reply', { exact: true }).press('Enter');
  // In the chat, live (the visitor's page holds a socket for its open conversation) ...
  await expect(chat(visitor).getByTestId('support-message')).toHaveCount(2);
  await expect(chat(visitor).getByRole('link', { name: 'https://example.test/status' })).toBeVisible();
  // ... and by e-mail, since the conversation came through the offline form.
  await expect
    .poll(async () => (await mailbox(visitor.request, email)).map((m) => m.text).join('\n'))
    .toContain('Sorry for the wait: it is on its way.');
  await closeAgent(agent.context, agent.page);
  await visitorContext.close();
});

test('a player and an agent chat live: typing, read state, unread on the launcher, history after reload', async ({
  browser,
  baseURL,
}) => {
  const agent = await openInbox(browser, baseURL);
  const playerContext = await newContext(browser, baseURL, 390);
  const player = await playerContext.newPage();
  const account = await registerVerifiedPlayer(player.request);
  await loginViaApi(player.request, account);
  await open(player, '/games');
  await openChat(player);
  await expect(chat(player).getByTestId('support-presence')).toHaveText('An agent is online');
  await expect(chat(player).getByTestId('support-offline')).toHaveCount(0);
  await chat(player).getByLabel('Message', { exact: true }).fill('Hello, I cannot find my bonus');
  await chat(player).getByLabel('Message', { exact: true }).press('Enter');
  await expect(chat(player).getByTestId('support-message')).toHaveText([/Hello, I cannot find my bonus/]);

  // The agent's list shows it, unread, without a reload.
  const item = agent.page.getByTestId('inbox-conversation').filter({ hasText: account.email });
  await expect(item.getByTestId('inbox-unread')).toHaveText('1 unread');
  await item.click();
  await expect(agent.page.getByTestId('inbox-message')).toHaveText([/Hello, I cannot find my bonus/]);
  // Read state: the player sees "Seen" under the message the agent read.
  await expect(chat(player).getByTestId('support-seen')).toBeVisible();

  // Typing, both ways.
  // Typing is best-effort (throttled to one event per 1.5 s, shown for 4 s): the player keeps typing until the
  // agent sees it, as a person would, bounded to 20 s.
  const message = chat(player).getByLabel('Message', { exact: true });
  await message.pressSequentially('It was the daily one');
  await expect
    .poll(
      async () => {
        await message.press('.');
        return agent.page.getByTestId('inbox-typing').textContent();
      },
      { timeout: 0, intervals: [500] },
    )
    .toContain('is typing');
  await agent.page.getByLabel('Reply', { exact: true }).pressSequentially('Let me check');
  await expect(chat(player).getByTestId('support-typing')).toHaveText('Support is typing…');
  await agent.page.getByLabel('Reply', { exact: true }).press('Enter');
  await expect(chat(player).getByTestId('support-message').last()).toContainText('Let me check');
  await expect(chat(player).getByTestId('support-typing')).toHaveText('');
  // The player had it open: the agent sees "Seen" under the reply.
  await expect(agent.page.getByTestId('inbox-seen')).toBeVisible({ timeout: 0 });
  expect(await axe(player)).toEqual([]);

  // Closed panel: a new reply shows as unread on the launcher, and stays after a reload.
  await player.keyboard.press('Escape');
  await expect(chat(player)).toBeHidden();
  await agent.page.getByLabel('Reply', { exact: true }).fill('Found it: credited now.');
  await agent.page.getByLabel('Reply', { exact: true }).press('Enter');
  await expect(player.getByTestId('chat-unread')).toHaveText('1');
  await player.reload();
  await dismissLoader(player);
  await expect(player.getByTestId('chat-unread')).toHaveText('1');
  await expect(player.getByRole('button', { name: 'Support, 1 unread' })).toBeVisible();
  await openChat(player);
  await expect(chat(player).getByTestId('support-message')).toHaveText([
    /Hello, I cannot find my bonus/,
    /Let me check/,
    /Found it: credited now\./,
  ]);
  await expect(player.getByTestId('chat-unread')).toHaveCount(0);

  // History on another device (a new context of the same account).
  const otherContext = await newContext(browser, baseURL, 1280);
  const other = await otherContext.newPage();
  await loginViaApi(other.request, account);
  await open(other, '/');
  await openChat(other);
  await expect(chat(other).getByTestId('support-message')).toHaveCount(3);
  await otherContext.close();

  // The inbox: keyboard-reachable and axe-clean at 1280 and 390; closing is an agent action.
  expect(await axe(agent.page)).toEqual([]);
  await agent.page.setViewportSize({ width: 390, height: 900 });
  // the inbox switches to one pane from a resize listener: wait for that render, then the page fits
  await expect.poll(() => agent.page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
  expect(await axe(agent.page)).toEqual([]);
  await agent.page.getByRole('button', { name: 'Close conversation' }).click();
  await expect(agent.page.getByText('This conversation is closed.')).toBeVisible();
  await agent.page.getByRole('button', { name: 'Back to conversations' }).click();
  await expect(agent.page.getByRole('group', { name: 'Show conversations' })).toBeVisible();
  expect(await axe(agent.page)).toEqual([]);
  await closeAgent(agent.context, agent.page);
  await playerContext.close();
});

test('the Contact Us form reaches the support inbox, marked as a contact form with its topic and reference', async ({
  browser,
  baseURL,
}) => {
  const visitorContext = await newContext(browser, baseURL, 390);
  const visitor = await visitorContext.newPage();
  const email = `contact-${Date.now()}@example.test`;
  await open(visitor, '/contact-us');
  await dismissLoader(visitor);
  const form = visitor.getByRole('form', { name: 'Send us a message' });
  await form.getByRole('textbox', { name: 'Your name' }).fill('Vera Visitor');
  await form.getByRole('textbox', { name: 'E-mail address' }).fill(email);
  await form.getByRole('combobox', { name: 'Topic' }).selectOption('Purchases and payments');
  await form.getByRole('textbox', { name: 'Order or request reference (optional)' }).fill('ORD-778');
  await form.getByRole('textbox', { name: 'Message' }).fill('My purchase did not show up in my balance yet.');
  await form.getByRole('button', { name: 'Send message' }).click();
  const status = form.getByRole('status');
  await expect(status).toContainText(`We answer within one business day by e-mail to ${email}.`);
  await expect(status).toContainText(/Your reference is [0-9A-F]{8}\./);
  await visitorContext.close();

  const agent = await openInbox(browser, baseURL);
  const item = agent.page.getByTestId('inbox-conversation').filter({ hasText: email });
  await expect(item).toContainText('Contact form');
  await item.click();
  await expect(agent.page.getByTestId('inbox-contact-form')).toHaveText(
    'Contact form: Purchases and payments · Reference ORD-778 · answered by e-mail',
  );
  await expect(agent.page.getByTestId('inbox-message').first()).toContainText(
    'My purchase did not show up in my balance yet.',
  );
  await closeAgent(agent.context, agent.page);
});
