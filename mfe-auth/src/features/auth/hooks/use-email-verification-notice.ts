import { useEffect, useState } from 'react';
import { appStore, navigate, toast, useAppStore } from '@arcade/platform';

export const EMAIL_VERIFIED_TEXT = 'Your email has been verified. You can now log in.';

const REASONS: Record<string, string> = {
  expired: 'the verification link has expired. Log in to receive a new one.',
  used: 'the verification link has already been used.',
  'already-used': 'the verification link has already been used.',
  invalid: 'the verification link is not valid.',
  'not-found': 'the verification link is not valid.',
};

/** The toast for ?emailVerified=1 or ?emailVerified=0&reason=... (the server's landing after the e-mailed link). */
export function emailVerificationMessage(
  search: string,
): { kind: 'success' | 'error'; message: string } | null {
  const params = new URLSearchParams(search);
  const flag = params.get('emailVerified');
  if (flag === '1') return { kind: 'success', message: EMAIL_VERIFIED_TEXT };
  if (flag !== '0') return null;
  const reason = (params.get('reason') ?? '').toLowerCase();
  if (reason === 'already-verified')
    return { kind: 'success', message: 'Your email is already verified. You can log in.' };
  // Never echo the raw reason: the address bar is not a trusted source of text.
  return { kind: 'error', message: `We could not verify your email: ${REASONS[reason] ?? REASONS.invalid}` };
}

let handledHref: string | null = null;

/** Reads the e-mail verification result once, toasts it, removes it from the address and offers login. */
export function useEmailVerificationNotice(): void {
  const sessionLoaded = useAppStore((s) => s.sessionLoaded);
  const [offerLogin, setOfferLogin] = useState(false);

  useEffect(() => {
    const { href, pathname, search, hash } = window.location;
    const notice = emailVerificationMessage(search);
    if (!notice || handledHref === href) return;
    handledHref = href;
    toast(notice.kind, notice.message, 5000, 'email-verification');
    const params = new URLSearchParams(search);
    params.delete('emailVerified');
    params.delete('reason');
    const rest = params.toString();
    navigate(`${pathname}${rest ? `?${rest}` : ''}${hash}`, { replace: true });
    if (notice.kind === 'success') setOfferLogin(true);
  }, []);

  useEffect(() => {
    if (!offerLogin || !sessionLoaded) return;
    setOfferLogin(false);
    const { user, modal, openModal } = appStore.getState();
    if (!user && modal === null) openModal('auth', 'login');
  }, [offerLogin, sessionLoaded]);
}

/** Test seam: forget which address was handled. */
export function resetEmailVerificationNotice(): void {
  handledHref = null;
}
