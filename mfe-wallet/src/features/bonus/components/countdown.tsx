import { formatDuration } from '../../../lib/format';

/** A running countdown; role="timer" is not announced on every tick. */
export function Countdown({ target, remainingMs }: { target: string; remainingMs: number }) {
  return (
    <span role="timer" className="wl-countdown">
      <time dateTime={target}>{formatDuration(remainingMs)}</time>
    </span>
  );
}
