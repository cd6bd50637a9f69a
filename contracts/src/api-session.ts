/** The server's session contract: cookie names, token lifetimes and the messages the client reacts to. */
export const SESSION_COOKIES = {
  access: 'access_token',
  refresh: 'refresh_token',
  /** The refresh cookie is only sent to the user routes (refresh, logout). */
  refreshPath: '/api/v1/user',
} as const;

export const SESSION_TIMING = {
  accessTokenSeconds: 15 * 60,
  refreshTokenSeconds: 30 * 24 * 60 * 60,
  cookieMaxAgeSeconds: 30 * 24 * 60 * 60,
} as const;

export const SESSION_MESSAGES = {
  loginOk: 'Login successful',
  logoutOk: 'Logged out successfully',
  refreshOk: 'Token refreshed successfully',
  userOk: 'User fetched successfully',
  unauthorized: 'Unauthorized request',
  /** The client shows its session-expired toast when a refresh failure contains this text. */
  jwtExpired: 'jwt expired',
  refreshReuse: 'Refresh token reuse detected. Please log in again.',
  invalidCredentials: 'Invalid email or password',
  forbidden: 'Forbidden',
  routeNotFound: 'Route not found',
  internal: 'Internal server error',
  tooManyRequests: 'Too many requests. Please try again later.',
  /** Shown by the client when the session ended elsewhere (issue 8 item 5). */
  sessionEnded: 'Your session ended. Please log in again.',
  sessionHint: 'Session checked',
  sessionEndedPasswordChanged: 'You were signed out because your password was changed on another device.',
} as const;

/** Socket event sent to a session's sockets just before the server disconnects them (issue 8 item 5). */
export const SESSION_ENDED_EVENT = 'session_ended';
export type SessionEndedReason = 'password_changed' | 'revoked';

/** Outside production: POST here emits a test `notification` to the caller's own sockets (QA). */
export const DEV_LIVE_ECHO_PATH = '/api/v1/dev/live-echo';
