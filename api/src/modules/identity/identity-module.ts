import { modulePlugin } from '../../http/module-plugin';
import { identityCore, identityFeatures } from './identity-plugin';
import { kycPlugin } from './kyc/kyc-plugin';

/** The identity module: its KYC provider (app.kyc), app.identity and app.requireCompleteProfile, then the identity, OTP, OIDC and KYC routes. */
export const identityModule = modulePlugin('identity', kycPlugin, identityCore, identityFeatures);
