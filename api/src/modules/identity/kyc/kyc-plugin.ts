import fp from 'fastify-plugin';
import type { Config } from '../../../config';
import { derivedSecret } from '../identity-settings';
import { SandboxKycProvider, VeriffProvider, type KycProvider } from './kyc-provider';

declare module 'fastify' {
  interface FastifyInstance {
    /** The identity-verification provider: Veriff (VERIFF_API_KEY), the sandbox (SANDBOX=on), or null (503). */
    kyc: KycProvider | null;
  }
}

/** Veriff when configured; the sandbox only with SANDBOX=on; otherwise none (the KYC routes answer 503). */
export function createKycProvider(config: Config): KycProvider | null {
  const { kyc } = config;
  if (kyc.provider === 'veriff' && kyc.veriffApiKey && kyc.webhookSecret) {
    return new VeriffProvider({
      apiKey: kyc.veriffApiKey,
      sharedSecret: kyc.webhookSecret,
      baseUrl: kyc.veriffBaseUrl,
    });
  }
  if (kyc.provider === 'sandbox' && config.sandbox)
    return new SandboxKycProvider(
      kyc.webhookSecret ?? derivedSecret(config.jwtSecret, 'kyc-sandbox-webhook'),
    );
  return null;
}

/** Decorates app.kyc for every later module. */
export const kycPlugin = fp(
  async (app) => {
    app.decorate('kyc', createKycProvider(app.config));
  },
  { name: 'kyc' },
);
