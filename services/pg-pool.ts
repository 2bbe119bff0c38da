// The one way the services open a PostgreSQL pool (content store, resizer originals): a database that goes away
// must fail requests fast (503s upstream) and never take the process down, and the pool must heal by itself.
import pg from 'pg';

/** A pooled connection waits this long to be made: a dead database fails a request well inside the content budget. */
export const PG_CONNECT_TIMEOUT_MS = 2_000;
/** A query gets no answer for this long: the connection is taken as dead (a half-open TCP to a vanished server). */
export const PG_QUERY_TIMEOUT_MS = 10_000;

export interface PoolOptions {
  connectionString: string;
  max: number;
  /** Resolves table names in this schema first. */
  schema?: string;
  /** Names the pool in its log lines, e.g. "content store". */
  name: string;
  log?: Pick<Console, 'warn'>;
}

/**
 * A pg.Pool whose every client has an 'error' listener: pg emits 'error' on a checked-out client when its connection
 * dies (pg-pool listens only on idle ones), and an unheard 'error' event ends the process. A broken client is not
 * queryable, so the pool drops it on release and connects afresh on the next request. One line per outage: the
 * first error after a healthy spell is logged, the next once a connection has worked again.
 */
export function resilientPool({ connectionString, max, schema, name, log = console }: PoolOptions): pg.Pool {
  const pool = new pg.Pool({
    connectionString,
    max,
    connectionTimeoutMillis: PG_CONNECT_TIMEOUT_MS,
    query_timeout: PG_QUERY_TIMEOUT_MS,
    // The kernel notices a peer that vanished without a FIN (a dead host, a dropped route).
    keepAlive: true,
    ...(schema ? { options: `-c search_path=${schema},public` } : {}),
  });
  let down = false;
  const lost = (error: Error) => {
    if (down) return;
    down = true;
    log.warn(`${name}: PostgreSQL connection lost (${error.message}); requests answer 503 until it is back`);
  };
  pool.on('error', lost);
  pool.on('connect', (client) => {
    client.on('error', lost);
    if (!down) return;
    down = false;
    log.warn(`${name}: PostgreSQL is reachable again`);
  });
  return pool;
}
