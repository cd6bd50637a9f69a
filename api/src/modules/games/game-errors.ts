import { ERROR_CODES, GAMES_PLAY_MESSAGES } from '@arcade/contracts';
import { AppError, conflict } from '../../http/errors';

/** 404 no_game_account: the player has no account for the game (or the account is not theirs). */
export const noGameAccount = () =>
  new AppError(404, GAMES_PLAY_MESSAGES.noGameAccount, [ERROR_CODES.noGameAccount]);

/** 409 already_decided: the request or redemption was decided already. */
export const alreadyDecided = () =>
  conflict(GAMES_PLAY_MESSAGES.alreadyDecided, [ERROR_CODES.alreadyDecided]);

/** 409 request_being_decided: another staff member's approval holds the request. */
export const beingDecided = () =>
  conflict(GAMES_PLAY_MESSAGES.requestBeingDecided, [ERROR_CODES.requestBeingDecided]);
