/**
 * The login dialog's files, fetched ahead without being run (issue 9, total blocking time). This module is a chunk
 * of its own, loaded once the page has settled (auth-modal.tsx); when it arrives, webpack adds
 * `<link rel="prefetch">` for the chunks of the import below (webpackPrefetch), so a later "Log in" reads them from
 * the HTTP cache. Running them at that point, as the modal's `AuthDialog.preload()` did, built the forms' zod
 * schemas and the form kit in one task of 55 to 140 ms at 4x CPU while the visitor was reading the page.
 */
export const loadAuthDialog = () => import(/* webpackPrefetch: true */ './auth-dialog');
