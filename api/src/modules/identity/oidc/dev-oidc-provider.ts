import crypto from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type Provider from 'oidc-provider';
import type { KoaContextWithOIDC } from 'oidc-provider';

/** Where the development OpenID provider is mounted (with SANDBOX=on only). */
export const DEV_OIDC_MOUNT = '/dev/oidc';

export interface DevAccount {
  sub: string;
  email: string;
  name: string;
  emailVerified: boolean;
}

export function devSubject(email: string): string {
  return `dev-${crypto.createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 24)}`;
}

/** Accounts the developer typed on the interaction page (this process only; it is a development tool). */
export const devAccounts = new Map<string, DevAccount>();

export function rememberDevAccount(input: {
  email: string;
  name: string;
  emailVerified: boolean;
}): DevAccount {
  const email = input.email.trim().toLowerCase();
  const account = {
    sub: devSubject(email),
    email,
    name: input.name.trim(),
    emailVerified: input.emailVerified,
  };
  devAccounts.set(account.sub, account);
  return account;
}

function splitName(name: string): { given: string; family: string } {
  const words = name.split(/\s+/).filter(Boolean);
  return { given: words[0] ?? '', family: words.slice(1).join(' ') };
}

export interface DevProviderOptions {
  issuer: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  cookieSecret: string;
  proxy: boolean;
}

/**
 * A real OpenID Connect provider (oidc-provider v9) for development: code flow with PKCE, signed ID tokens,
 * discovery and JWKS. Its only interaction is a page where the developer picks or types an e-mail and name.
 * Consent is implied (first-party development client).
 */
export async function createDevProvider(options: DevProviderOptions): Promise<Provider> {
  const { default: ProviderClass } = await import('oidc-provider');
  const { privateKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = { ...privateKey.export({ format: 'jwk' }), kid: crypto.randomUUID(), use: 'sig', alg: 'RS256' };
  const provider = new ProviderClass(options.issuer, {
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: [options.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [jwk as never] },
    cookies: { keys: [options.cookieSecret] },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name'],
    },
    scopes: ['openid', 'email', 'profile'],
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    features: { devInteractions: { enabled: false } },
    interactions: {
      url: (_ctx: KoaContextWithOIDC, interaction: { uid: string }) =>
        `${DEV_OIDC_MOUNT}/interaction/${interaction.uid}`,
    },
    async findAccount(_ctx: KoaContextWithOIDC, sub: string) {
      const account = devAccounts.get(sub);
      if (!account) return undefined;
      return {
        accountId: sub,
        async claims() {
          const { given, family } = splitName(account.name);
          return {
            sub,
            email: account.email,
            email_verified: account.emailVerified,
            name: account.name,
            given_name: given,
            family_name: family,
          };
        },
      };
    },
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const grantId =
        ctx.oidc.result?.consent?.grantId || ctx.oidc.session!.grantIdFor(ctx.oidc.client!.clientId);
      if (grantId) return ctx.oidc.provider.Grant.find(grantId);
      const grant = new ctx.oidc.provider.Grant({
        clientId: ctx.oidc.client!.clientId,
        accountId: ctx.oidc.session!.accountId,
      });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  } as never);
  provider.proxy = options.proxy;
  return provider;
}

/** Hands a raw request to the provider's Koa app with the mount prefix stripped (oidc-provider reads originalUrl). */
export function handleWithProvider(provider: Provider, req: IncomingMessage, res: ServerResponse): void {
  const raw = req as IncomingMessage & { originalUrl?: string };
  raw.originalUrl = raw.url;
  raw.url = (raw.url ?? '/').slice(DEV_OIDC_MOUNT.length) || '/';
  if (!raw.url.startsWith('/')) raw.url = `/${raw.url}`;
  void provider.callback()(raw, res);
}

const providers = new Map<string, Promise<Provider>>();

/** One development provider per issuer (the issuer follows the origin the site is opened on). */
export function devProviderFor(options: DevProviderOptions): Promise<Provider> {
  const key = `${options.issuer}|${options.clientId}|${options.redirectUri}`;
  let provider = providers.get(key);
  if (!provider) {
    provider = createDevProvider(options);
    provider.catch(() => providers.delete(key));
    providers.set(key, provider);
  }
  return provider;
}
