import type { User } from '@arcade/contracts';
import { AUTH_TEXT } from '../../lib/messages';

export type PhoneStage = 'no-phone' | 'unverified' | 'not-opted' | 'complete';

type PhoneFacts = Pick<User, 'phone' | 'isPhoneVerified' | 'isOpted' | 'isSmsOpted'>;

export function phoneStage(user: PhoneFacts): PhoneStage {
  if (!user.phone) return 'no-phone';
  if (!user.isPhoneVerified) return 'unverified';
  if (!user.isOpted || !user.isSmsOpted) return 'not-opted';
  return 'complete';
}

/** Title variants of SPEC §4. */
export function phonePopupTitle(stage: PhoneStage): string {
  if (stage === 'no-phone') return AUTH_TEXT.phoneTitleNoPhone;
  if (stage === 'unverified') return AUTH_TEXT.phoneTitleUnverified;
  return AUTH_TEXT.phoneTitleNotOpted;
}

/** The popup opens by itself once a session when the phone is missing, unverified or not opted in to SMS. */
export function needsPhonePrompt(user: PhoneFacts): boolean {
  return !user.phone || !user.isPhoneVerified || !user.isSmsOpted;
}
