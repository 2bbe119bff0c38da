/** Invalidation bus over PostgreSQL LISTEN/NOTIFY, for nodes that share a database but no Redis. */
import pg from 'pg';
import { chunkTags, decodeMessage, encodeMessage, type InvalidationBus, type InvalidationHandler } from './bus.ts';

export interface PostgresBusOptions {
  url: string;
  /** Channel name (letters, digits, "_"; at most 63): every node of one deployment uses the same. */
  channel: string;
  logger?: Pick<Console, 'warn'>;
}

// NOTIFY payloads must stay under 8000 bytes.
const MAX_PAYLOAD = 7000;
// At most this long between attempts: the node listens again within about that of the database's return.
const MAX_BACKOFF_MS = 2000;

export class PostgresBus implements InvalidationBus {
  private readonly handlers = new Set<InvalidationHandler>();
  private readonly logger: Pick<Console, 'warn'>;
  private connection: Promise<pg.Client>;
  /** The connected client, or the one connecting (ended by close()). */
  private client: pg.Client | undefined;
  /** The client listening now; undefined while the connection is down. */
  private listening: pg.Client | undefined;
  private closed = false;
  private failures = 0;
  private retry: NodeJS.Timeout | undefined;

  constructor(private readonly options: PostgresBusOptions) {
    if (!/^[A-Za-z_][A-Za-z0-9_]{0,62}$/.test(options.channel)) {
      throw new TypeError(`invalidation bus: PostgreSQL channel "${options.channel}" must be letters, digits and "_" (at most 63)`);
    }
    this.logger = options.logger ?? console;
    this.connection = this.connect();
    this.connection.catch(() => {});
  }

  /** Resolves once this node listens (messages notified earlier never reach it). */
  async ready(): Promise<void> {
    await this.connection;
  }

  async publish(tags: readonly string[], origin: string): Promise<void> {
    if (!tags.length) return;
    // While reconnecting, fail at once (the write's caller logs it; other nodes catch up at their cache TTL) rather
    // than wait out the backoff; the very first connection is waited for.
    const client = this.listening ?? (this.failures === 0 ? await this.connection : undefined);
    if (!client) throw new Error('invalidation bus: PostgreSQL connection lost (reconnecting)');
    for (const chunk of chunkTags(origin, tags, MAX_PAYLOAD)) {
      await client.query('select pg_notify($1, $2)', [this.options.channel, encodeMessage(origin, chunk)]);
    }
  }

  subscribe(handler: InvalidationHandler): () => void {
    this.handlers.add(handler);
    return () => this.handlers.delete(handler);
  }

  async close(): Promise<void> {
    this.closed = true;
    this.handlers.clear();
    clearTimeout(this.retry);
    await this.client?.end().catch(() => {});
  }

  private async connect(): Promise<pg.Client> {
    if (this.closed) throw new Error('invalidation bus closed');
    // Short timeouts and TCP keep-alive: a dead database is noticed (and retried with backoff) rather than waited on.
    const client = new pg.Client({ connectionString: this.options.url, connectionTimeoutMillis: 2000, query_timeout: 5000, keepAlive: true });
    this.client = client;
    client.on('notification', (message) => {
      if (message.channel !== this.options.channel || !message.payload) return;
      const decoded = decodeMessage(message.payload);
      if (!decoded?.tags.length) return;
      for (const handler of [...this.handlers]) handler(decoded.tags, decoded.origin);
    });
    // One listener for both: a broken connection reports an error and then ends.
    let lost = false;
    const onLost = (error?: Error) => {
      if (lost || this.closed) return;
      lost = true;
      if (this.listening === client) this.listening = undefined;
      this.reconnect(error ?? new Error('connection ended'));
    };
    client.on('error', onLost);
    client.on('end', () => onLost());
    try {
      await client.connect();
      await client.query(`LISTEN ${client.escapeIdentifier(this.options.channel)}`);
    } catch (error) {
      onLost(error as Error);
      client.end().catch(() => {});
      throw error;
    }
    if (this.failures > 0) this.logger.warn('invalidation bus: listening on PostgreSQL again (writes while it was away reach this node at its cache TTL)');
    this.failures = 0;
    this.listening = client;
    return client;
  }

  private reconnect(error: Error): void {
    if (this.failures++ === 0) this.logger.warn(`invalidation bus: PostgreSQL connection lost (${error.message}); reconnecting`);
    const wait = Math.min(200 * this.failures, MAX_BACKOFF_MS);
    const next = new Promise<pg.Client>((resolve, reject) => {
      this.retry = setTimeout(() => (this.closed ? reject(new Error('invalidation bus closed')) : this.connect().then(resolve, reject)), wait);
    });
    next.catch(() => {});
    this.connection = next;
  }
}
