// The machine a bench ran on, as its figures' heading says it: cores, Node, the load average at start, and the
// share of CPU time the hypervisor took from this machine while the bench ran ("steal", /proc/stat). This machine
// is a virtual one: in some runs the host takes a tenth of its CPU time and every throughput and Lighthouse figure
// drops with it (issue 9: a bare Fastify route measured 24,000/s in such a run, 55,000/s in a quiet one), so the
// heading says how disturbed the run was.
import fs from 'node:fs';
import os from 'node:os';

/** The machine's CPU time so far, in ticks: all of it, and the part stolen; null where /proc/stat is not there. */
function cpuTime() {
  try {
    const fields = fs
      .readFileSync('/proc/stat', 'utf8')
      .split('\n')[0]
      .trim()
      .split(/\s+/)
      .slice(1)
      .map(Number);
    // user nice system idle iowait irq softirq steal (guest time is counted in user already)
    const counted = fields.slice(0, 8);
    return { total: counted.reduce((sum, x) => sum + x, 0), steal: counted[7] ?? 0 };
  } catch {
    return null;
  }
}

/** Starts watching; `describe()` then answers the heading's words and `stealPct()` the figure, for the run so far. */
export function watchMachine() {
  const start = cpuTime();
  const loadAtStart = os.loadavg()[0].toFixed(1);
  const stealPct = () => {
    const end = cpuTime();
    if (!start || !end || end.total === start.total) return null;
    return +(((end.steal - start.steal) / (end.total - start.total)) * 100).toFixed(1);
  };
  return {
    stealPct,
    describe: () => {
      const steal = stealPct();
      return (
        `${os.cpus().length} cores, Node ${process.version}, load average ${loadAtStart} at start` +
        (steal === null ? '' : `, ${steal}% of CPU time taken by the hypervisor during the run`)
      );
    },
  };
}
