/**
 * Connections one api process keeps to a PostgreSQL server, unless DATABASE_POOL_MAX says otherwise (issue 9).
 * More connections than the server has cores to run them make every statement dearer: 50 players claiming at
 * once through 50 connections to a 2-core server got 1,800 claims a second, through 20 about 1,900, through 10
 * 2,350, and a bare INSERT gained 15% (docs/decisions/0051-database-pool-of-ten.md). Callers beyond the pool wait
 * in its queue, in order. Ten is also node-postgres's own default. Raise it for a server with more cores, or
 * lower it when several api nodes share one server (each node has its own pool).
 */
export const DEFAULT_POOL_MAX = 10;
