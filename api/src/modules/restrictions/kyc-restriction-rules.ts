import type { RestrictionReason } from '@arcade/contracts';

/**
 * Veriff decline reason codes (verification.reasonCode) that disqualify the person rather than the attempt:
 * evidence of fraud (tampering, a face that does not match, known fraud, deceit, a fraudulently accessed session)
 * or of a second account (duplicated end-user, device or ID, a face already on file).
 * docs/decisions/0017-account-restrictions.md.
 */
const FRAUD_CODES = new Set([102, 103, 105, 106, 111, 113, 120, 127]);
const DUPLICATE_CODES = new Set([107, 108, 109, 110, 124]);

export interface KycOutcomeForRestriction {
  /** Our decision after applying the provider's (an approval under 21 is declined). */
  status: 'approved' | 'declined';
  /** True when the provider approved the document but its date of birth shows under 21. */
  underage: boolean;
  /** The provider's status and reason code. */
  providerStatus: string;
  reasonCode: number | null;
}

/**
 * The restriction a KYC decision causes, or null when the player may simply try again (a blurry photo, an expired
 * or unsupported document, a missing date of birth, a name typo, an abandoned or expired session, a decline with
 * no or an unknown reason code). Only a final decision ('approved' under 21, or 'declined' with a disqualifying
 * code) restricts; resubmission_requested, expired and abandoned never do.
 */
export function restrictionForKycDecision(outcome: KycOutcomeForRestriction): RestrictionReason | null {
  if (outcome.status === 'approved') return null;
  if (outcome.underage) return 'underage';
  if (outcome.providerStatus !== 'declined' || outcome.reasonCode === null) return null;
  // Veriff's fraud range 501-599 (high probability of fraud, attempted deceit, tampered documents, ...).
  if (FRAUD_CODES.has(outcome.reasonCode) || (outcome.reasonCode >= 501 && outcome.reasonCode <= 599))
    return 'kyc_declined_fraud';
  if (DUPLICATE_CODES.has(outcome.reasonCode)) return 'kyc_duplicate_identity';
  return null;
}
