/** The provider failed or could not be reached: nothing was charged by this call (502 to the player). */
export class ProviderError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}

const TIMEOUT_MS = 15_000;

/** The fetch a client uses (the global one; the sandboxes may be reached in-process when not listening). */
export type Fetch = (url: string, init?: RequestInit) => Promise<Response>;

async function readJson(res: Response, what: string): Promise<unknown> {
  const text = await res.text();
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    throw new ProviderError(`${what}: not JSON (HTTP ${res.status})`, res.status);
  }
  if (!res.ok) throw new ProviderError(`${what}: HTTP ${res.status}`, res.status, json);
  return json;
}

export async function getJson(
  url: string,
  headers: Record<string, string>,
  doFetch: Fetch = fetch,
): Promise<unknown> {
  let res: Response;
  try {
    res = await doFetch(url, {
      headers: { accept: 'application/json', ...headers },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (err) {
    throw new ProviderError(`GET ${new URL(url).pathname}: ${(err as Error).message}`);
  }
  return readJson(res, `GET ${new URL(url).pathname}`);
}

/** POST JSON; 4xx answers with a JSON body are returned to the caller when acceptStatus says so. */
export async function postJson(
  url: string,
  headers: Record<string, string>,
  body: unknown,
  acceptStatus: (status: number) => boolean = () => false,
  doFetch: Fetch = fetch,
): Promise<unknown> {
  let res: Response;
  try {
    res = await doFetch(url, {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (err) {
    throw new ProviderError(`POST ${new URL(url).pathname}: ${(err as Error).message}`);
  }
  if (!res.ok && acceptStatus(res.status)) {
    const text = await res.text();
    try {
      return JSON.parse(text);
    } catch {
      throw new ProviderError(`POST ${new URL(url).pathname}: not JSON (HTTP ${res.status})`, res.status);
    }
  }
  return readJson(res, `POST ${new URL(url).pathname}`);
}
