import type { FastifyReply } from 'fastify';
import { SESSION_COOKIES, SESSION_TIMING } from '@arcade/contracts';

export const ACCESS_COOKIE = SESSION_COOKIES.access;
export const REFRESH_COOKIE = SESSION_COOKIES.refresh;
export const REFRESH_COOKIE_PATH = SESSION_COOKIES.refreshPath;

const base = (secure: boolean) => ({ httpOnly: true, sameSite: 'lax' as const, secure });

/** Sets both session cookies. The access cookie outlives its JWT so that an expired token still reaches the server. */
export function setSessionCookies(reply: FastifyReply, tokens: { access: string; refresh: string }): void {
  const secure = reply.server.config.cookieSecure;
  reply.setCookie(ACCESS_COOKIE, tokens.access, {
    ...base(secure),
    path: '/',
    maxAge: SESSION_TIMING.cookieMaxAgeSeconds,
  });
  reply.setCookie(REFRESH_COOKIE, tokens.refresh, {
    ...base(secure),
    path: REFRESH_COOKIE_PATH,
    maxAge: SESSION_TIMING.refreshTokenSeconds,
  });
}

export function clearSessionCookies(reply: FastifyReply): void {
  const secure = reply.server.config.cookieSecure;
  reply.clearCookie(ACCESS_COOKIE, { ...base(secure), path: '/' });
  reply.clearCookie(REFRESH_COOKIE, { ...base(secure), path: REFRESH_COOKIE_PATH });
}
