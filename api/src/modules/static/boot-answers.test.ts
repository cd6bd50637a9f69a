import { BOOT_ANSWER_TTL_MS, BootAnswers } from './boot-answers';

describe('boot answers (issue 9): what a page of a route with answers carries', () => {
  it('asks its source once per TTL; concurrent pages share the one question', async () => {
    let now = 1_000;
    let asked = 0;
    const answers = new BootAnswers({ games: async () => ({ games: [`v${++asked}`] }) }, () => now);
    const [a, b] = await Promise.all([answers.for(['games']), answers.for(['games'])]);
    expect(a).toEqual({ games: { games: ['v1'] } });
    expect(b).toEqual(a);
    now += BOOT_ANSWER_TTL_MS - 1;
    expect(await answers.for(['games'])).toEqual({ games: { games: ['v1'] } });
    now += 1;
    expect(await answers.for(['games'])).toEqual({ games: { games: ['v2'] } });
    expect(asked).toBe(2);
  });

  it('a source that fails gives no answers (the page asks the server itself), and is asked again next time', async () => {
    let fail = true;
    const answers = new BootAnswers({
      games: async () => {
        if (fail) throw new Error('database down');
        return { games: [] };
      },
    });
    expect(await answers.for(['games'])).toBeNull();
    fail = false;
    expect(await answers.for(['games'])).toEqual({ games: { games: [] } });
  });
});
