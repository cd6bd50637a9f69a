// The machine a bench ran on, as its figures' heading says it: cores, Node, the load average at start, and the
// share of CPU time the hypervisor took from this machine while the bench ran ("steal", /proc/stat). This machine
// is a virtual one: in some runs the host takes a tenth of its CPU time and every throughput and Lighthouse figure
// drops with it (issue 9: a bare Fastify route measured 24,000/s in such a run, 55,000/s in a quiet one), so the
// heading says how disturbed the run was.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';

/**
 * How fast this machine computes right now: the median of five timings of the same fixed work (SHA-256 of 16 MiB
 * and a loop of integer arithmetic), in ms, to compare runs by. A host busy with other guests slows every figure
 * and this one with them, even when it takes no CPU time away (steal): in this machine's session of 2026-11-25 it
 * read 96 to 103 ms while a bare Fastify route ran at about 30,000 requests a second, where quiet runs reached
 * 55,000.
 */
export function cpuProbeMs() {
  const data = Buffer.alloc(16 * 1024 * 1024, 7);
  const times = [];
  for (let i = 0; i < 5; i++) {
    const t = process.hrtime.bigint();
    crypto.createHash('sha256').update(data).digest();
    let x = 0;
    for (let j = 0; j < 20_000_000; j++) x = (x + j * 31) % 1_000_003;
    if (x < 0) throw new Error('unreachable');
    times.push(Number(process.hrtime.bigint() - t) / 1e6);
  }
  return Math.round(times.sort((a, b) => a - b)[2]);
}

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

/**
 * Starts watching; `describe()` then answers the heading's words, `stealPct()` the steal figure for the run so
 * far and `probes()` the CPU probe at start and end.
 */
export function watchMachine() {
  const start = cpuTime();
  const loadAtStart = os.loadavg()[0].toFixed(1);
  const probeAtStart = cpuProbeMs();
  const stealPct = () => {
    const end = cpuTime();
    if (!start || !end || end.total === start.total) return null;
    return +(((end.steal - start.steal) / (end.total - start.total)) * 100).toFixed(1);
  };
  let probeAtEnd = null;
  return {
    stealPct,
    /** The CPU probe's ms at start and at the end (measured once, when first asked). */
    probes: () => {
      probeAtEnd ??= cpuProbeMs();
      return { start: probeAtStart, end: probeAtEnd };
    },
    describe() {
      const steal = stealPct();
      const probe = this.probes();
      return (
        `${os.cpus().length} cores, Node ${process.version}, load average ${loadAtStart} at start` +
        (steal === null ? '' : `, ${steal}% of CPU time taken by the hypervisor during the run`) +
        `, a fixed CPU probe ${probe.start} ms at start and ${probe.end} ms at the end (bench/machine.mjs)`
      );
    },
  };
}
