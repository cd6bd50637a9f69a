import type * as OpenIdClient from 'openid-client';

/** openid-client v6 is ESM-only: it is loaded on first use (tsx and Node 20.19+ load it; jest does not). */
let loaded: Promise<typeof OpenIdClient> | undefined;
export const loadOpenIdClient = (): Promise<typeof OpenIdClient> => (loaded ??= import('openid-client'));

export interface OidcClientOptions {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Plain-http issuers (the development provider) need this. */
  allowInsecure: boolean;
}

/** What the browser must bring back: kept in a signed, short-lived, httpOnly cookie (never in a URL). */
export interface OidcFlow {
  verifier: string;
  state: string;
  nonce: string;
  redirectUri: string;
}

export interface OidcIdentity {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  givenName: string;
  familyName: string;
  name: string;
}

/**
 * An OpenID Connect relying party: authorization code flow with PKCE (S256), state and nonce.
 * Google in production (OIDC_ISSUER=https://accounts.google.com); the development provider by default.
 */
export class OidcClient {
  private configuration: Promise<OpenIdClient.Configuration> | undefined;

  constructor(readonly options: OidcClientOptions) {}

  private async config(): Promise<OpenIdClient.Configuration> {
    if (!this.configuration) {
      this.configuration = (async () => {
        const client = await loadOpenIdClient();
        return client.discovery(
          new URL(this.options.issuer),
          this.options.clientId,
          this.options.clientSecret,
          undefined,
          this.options.allowInsecure
            ? { execute: [client.allowInsecureRequests], timeout: 10 }
            : { timeout: 10 },
        );
      })();
      // A failed discovery is retried on the next sign-in.
      this.configuration.catch(() => {
        this.configuration = undefined;
      });
    }
    return this.configuration;
  }

  async start(redirectUri: string): Promise<{ url: string; flow: OidcFlow }> {
    const client = await loadOpenIdClient();
    const config = await this.config();
    const verifier = client.randomPKCECodeVerifier();
    const flow: OidcFlow = {
      verifier,
      state: client.randomState(),
      nonce: client.randomNonce(),
      redirectUri,
    };
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri,
      scope: 'openid email profile',
      response_type: 'code',
      code_challenge: await client.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state: flow.state,
      nonce: flow.nonce,
      // Google: let the player choose among signed-in accounts (shared devices). Not every provider supports it.
      ...(new URL(this.options.issuer).hostname === 'accounts.google.com'
        ? { prompt: 'select_account' }
        : {}),
    });
    return { url: url.href, flow };
  }

  /** Exchanges the code (checking state, nonce, PKCE and the ID token) and returns who signed in. */
  async finish(query: string, flow: OidcFlow): Promise<OidcIdentity> {
    const client = await loadOpenIdClient();
    const config = await this.config();
    const currentUrl = new URL(flow.redirectUri);
    currentUrl.search = query;
    const tokens = await client.authorizationCodeGrant(config, currentUrl, {
      pkceCodeVerifier: flow.verifier,
      expectedState: flow.state,
      expectedNonce: flow.nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims) throw new Error('no ID token');
    const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
    const email = text(claims.email).toLowerCase() || null;
    return {
      subject: claims.sub,
      email,
      emailVerified: claims.email_verified === true || claims.email_verified === 'true',
      givenName: text(claims.given_name),
      familyName: text(claims.family_name),
      name: text(claims.name),
    };
  }
}
