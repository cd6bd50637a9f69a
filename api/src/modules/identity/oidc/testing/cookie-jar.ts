/** A minimal cookie jar for fetch-based tests (one host; honours Path, Max-Age=0 and Expires in the past). */
export class FetchJar {
  private readonly cookies = new Map<string, { value: string; path: string }>();

  store(res: Response): void {
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(';').map((s) => s.trim());
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq);
      const value = pair!.slice(eq + 1);
      let path = '/';
      let expired = value === '';
      for (const attr of attrs) {
        const [k, v = ''] = attr.split('=');
        const key = k!.toLowerCase();
        if (key === 'path') path = v;
        if (key === 'max-age' && Number(v) <= 0) expired = true;
        if (key === 'expires' && Date.parse(v) < Date.now()) expired = true;
      }
      const id = `${name}|${path}`;
      if (expired) this.cookies.delete(id);
      else this.cookies.set(id, { value, path });
    }
  }

  header(url: string): string {
    const path = new URL(url).pathname;
    return [...this.cookies.entries()]
      .filter(
        ([, c]) =>
          path === c.path || path.startsWith(c.path.endsWith('/') ? c.path : `${c.path}/`) || c.path === '/',
      )
      .map(([id, c]) => `${id.split('|')[0]}=${c.value}`)
      .join('; ');
  }

  has(name: string): boolean {
    return [...this.cookies.keys()].some((id) => id.startsWith(`${name}|`));
  }

  get(name: string): string | undefined {
    return [...this.cookies.entries()].find(([id]) => id.startsWith(`${name}|`))?.[1].value;
  }

  async fetch(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    const cookie = this.header(url);
    if (cookie) headers.set('cookie', cookie);
    // Like a browser on the page: writes carry Origin (the api refuses writes without a same-origin proof).
    const method = (init.method ?? 'GET').toUpperCase();
    if (!['GET', 'HEAD', 'OPTIONS'].includes(method) && !headers.has('origin'))
      headers.set('origin', new URL(url).origin);
    const res = await fetch(url, { ...init, headers, redirect: 'manual' });
    this.store(res);
    return res;
  }
}
