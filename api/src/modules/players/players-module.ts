import { ERROR_CODES, PLAYER_ADMIN_MESSAGES } from '@arcade/contracts';
import { modulePlugin } from '../../http/module-plugin';
import { forbidden } from '../../http/errors';
import { registerLoginGate, registerLoginHook, type LoginHookContext } from '../session/login-hooks';
import { revokeUserSessions } from '../session/session-store';
import { isLockedByEmail } from './players-repository';
import { playersRoutes } from './players-routes';

/**
 * Login of a locked account: refused with 403 account_locked once the password was right (so a wrong password
 * still reads as any wrong password, and the lock tells nothing about which e-mails exist).
 */
registerLoginGate(async (request, _reply, email) => ({
  succeeded: async () => {
    if (await isLockedByEmail(request.server.db, email))
      throw forbidden(PLAYER_ADMIN_MESSAGES.accountLocked, [ERROR_CODES.accountLocked]);
  },
}));

/**
 * Any other sign-in (Google, which passes no login gate): a locked account's new session is ended at once, so the
 * sign-in leaves nothing usable (the next request answers 401). Exported for its test.
 */
export async function endSessionsOfLockedAccount({ db, user, request }: LoginHookContext): Promise<void> {
  if (!(await isLockedByEmail(db, user.email))) return;
  const ended = await revokeUserSessions(db, user.id);
  if (ended.length) request.server.live.disconnectSessions(ended, 'revoked');
}
registerLoginHook(endSessionsOfLockedAccount);

/** The back office's players (needs app.requireStaff of the staff module). */
export const playersModule = modulePlugin('players', playersRoutes);
