import { ERROR_CODES, PLAYER_ADMIN_MESSAGES } from '@arcade/contracts';
import { modulePlugin } from '../../http/module-plugin';
import { forbidden } from '../../http/errors';
import { registerLoginGate } from '../session/login-hooks';
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

/** The back office's players (needs app.requireStaff of the staff module). */
export const playersModule = modulePlugin('players', playersRoutes);
