import { ERROR_CODES, GAMES_PLAY_MESSAGES } from '@arcade/contracts';
import { AppError, conflict, notFound } from '../../http/errors';

/** 404 no_game_account: the player has no account for the game (or the account is not theirs). */
export const noGameAccount = () =>
  new AppError(404, GAMES_PLAY_MESSAGES.noGameAccount, [ERROR_CODES.noGameAccount]);

/** 409 already_decided: the request or redemption was decided already. */
export const alreadyDecided = () =>
  conflict(GAMES_PLAY_MESSAGES.alreadyDecided, [ERROR_CODES.alreadyDecided]);

/** 409 request_being_decided: another staff member's approval holds the request. */
export const beingDecided = () =>
  conflict(GAMES_PLAY_MESSAGES.requestBeingDecided, [ERROR_CODES.requestBeingDecided]);

/** 404: no such load, game withdrawal or redemption (or not the player's). */
export const requestNotFound = () => notFound(GAMES_PLAY_MESSAGES.requestNotFound);

/** 400 insufficient_balance: the wallet holds less than the load or redemption asks for. */
export const insufficientBalance = () =>
  new AppError(400, GAMES_PLAY_MESSAGES.insufficientBalance, [ERROR_CODES.insufficientBalance]);
