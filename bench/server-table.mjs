// The server half of issue 9's table, from bench/results/server.json: written by `pnpm bench` (bench/run.mjs)
// into README.md's bench block, and by bench/server.mjs alone into its own block. One formatter for both.

/** The table's server lines: its heading sentence, the header and one row per figure beside its reference. */
export function serverTable(sv) {
  const r = sv.ratios;
  const cpu = (key) => (sv.cpuRatios?.[key] === undefined ? 'n/a' : `${sv.cpuRatios[key]}%`);
  return [
    `Server, ${sv.connections} connections, ${sv.seconds} s each, loopback; each figure alternates with its reference in ${sv.rounds ?? 1} rounds of the same run, a ratio is the mean of the rounds' ratios:`,
    '',
    '| figure | value | reference (same run) | ratio (throughput) | ratio (CPU per request) | goal |',
    '| --- | --- | --- | --- | --- | --- |',
    `| authenticated GET /api/v1/user/me, PostgreSQL | ${sv.userMePostgres.perSecond}/s, p99 ${sv.userMePostgres.p99Ms} ms | bare Fastify route ${sv.bareFastify.perSecond}/s | ${r.userMePostgresPctOfBare}% | ${cpu('userMePostgresPctOfBare')} | 25% or more |`,
    `| authenticated GET /api/v1/user/me, embedded (PGlite) | ${sv.userMeEmbedded.perSecond}/s, p99 ${sv.userMeEmbedded.p99Ms} ms (max ${sv.userMeEmbedded.maxMs} ms) | bare Fastify route ${(sv.bareFastifyEmbeddedRun ?? sv.bareFastify).perSecond}/s | ${r.userMeEmbeddedPctOfBare}% | ${cpu('userMeEmbeddedPctOfBare')} | 5% or more |`,
    `| daily-bonus claims by ${sv.connections} distinct players at once, PostgreSQL, through the api's pool of ${sv.claimsPoolMax ?? '?'} connections (as the route makes them: the bonus state from the session's cached row) | ${sv.claims.perSecond}/s, p99 ${sv.claims.p99Ms} ms | bare one-row INSERT transaction, same clients and pool ${sv.bareInsert.perSecond}/s, p99 ${sv.bareInsert.p99Ms} ms | ${r.claimsPctOfBareInsert}% | ${cpu('claimsPctOfBareInsert')} | a third or more, p99 at most 50 ms |`,
    ...(sv.claimsStateRead
      ? [
          `| the same claims with the bonus state read first (a caller without the cached row) | ${sv.claimsStateRead.perSecond}/s, p99 ${sv.claimsStateRead.p99Ms} ms | the same bare INSERT | ${r.claimsStateReadPctOfBareInsert}% | ${cpu('claimsStateReadPctOfBareInsert')} | |`,
        ]
      : []),
    `| api process memory at idle, embedded, seeded | ${sv.rssEmbedded.idle} MiB (peak ${sv.rssEmbedded.peak} MiB at start, ${sv.rssEmbedded.peakAfterLoad} MiB after load) | on PostgreSQL ${sv.rssPostgres.idle} MiB | | | at most 300 MiB |`,
    `| per-request logging, /health${sv.loggingCostPctByPair ? `, mean of ${sv.loggingCostPctByPair.length} fresh pairs of processes (each pair: ${sv.loggingCostPctByPair.join('%, ')}%)` : ''} | ${sv.healthLogged.perSecond}/s logged (info) | ${sv.healthSilent.perSecond}/s silent | costs ${r.loggingCostPct}% | costs ${cpu('loggingCostPct')} | at most 10% |`,
  ];
}
