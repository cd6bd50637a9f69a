/** The time source of the identity modules; tests inject a fake one to check expiry. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

/** A clock tests can move forward. */
export function fakeClock(
  start = new Date('2026-01-15T12:00:00Z'),
): Clock & { advance(ms: number): void; set(d: Date): void } {
  let now = start.getTime();
  const clock = (() => new Date(now)) as Clock & { advance(ms: number): void; set(d: Date): void };
  clock.advance = (ms: number) => {
    now += ms;
  };
  clock.set = (d: Date) => {
    now = d.getTime();
  };
  return clock;
}
