export * from './states';
export * from './constants';
export * from './user';
export * from './auth';
export * from './envelope';
export * from './notifications';
export * from './events';
export * from './remotes';
export * from './routes';
export * from './api-session';
export * from './wallet';
export * from './identity';
export * from './restrictions';
export * from './api-schemas';
export * from './error-codes';
export * from './games';
export * from './game-rules'; // zod-free: the lobby's New row
export * from './games-play'; // games (issue 12)
export * from './games-forms'; // games (issue 12, browser)
export * from './contact';
export * from './social'; // the official accounts: footer and Community page
export * from './staff';
export * from './staff-players'; // players in the back office (issue 29 item 3)
export * from './shop';
// Flat first load (issue 9): boot data inlined in the shell's HTML
export * from './first-load';
export * from './federation-manifest';
// Live support chat (issue 10 item 8)
export * from './support';
// The coin shop's form rules (issue 11, browser half).
export * from './shop-form';
export * from './money'; // one money type and one formatter (issue 28)
export * from './status-words'; // one word per status (issue 28)
export * from './marketing'; // marketing consent, unsubscribe and sends (issue 28 item 4)
export * from './protection'; // purchase limits, breaks, self-exclusion (issue 30)
export * from './reality-check'; // reality checks and the first-purchase limit offer (issue 30 items 1 and 3)
export * from './eligibility'; // excluded states as operator data (issue 30 item 5)
export * from './staff-second-factor'; // the staff second factor (issue 29 item 1)
export * from './work-queue'; // the work queue's claims and figures (issue 29 item 2)
export * from './client-events'; // browser reports: remote failures, errors, Web Vitals (issue 31 item 3)
export * from './client-events-rules'; // zod-free: the shell's report path and limits
export * from './figures'; // the back office's live figures (issue 29 item 6)
export * from './promotions'; // coupons in the back office (issue 29 item 4)
