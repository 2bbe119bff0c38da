/** Invalidation bus over Redis pub/sub: a subscriber connection of its own (a subscribed connection can do nothing else). */
import { Redis } from 'ioredis';
import { decodeMessage, encodeMessage, type InvalidationBus, type InvalidationHandler } from './bus.ts';

export interface RedisBusOptions {
  url: string;
  /** Every node of one deployment uses the same channel; another deployment sharing the Redis uses another. */
  channel: string;
  logger?: Pick<Console, 'warn'>;
}

export class RedisBus implements InvalidationBus {
  private readonly handlers = new Set<InvalidationHandler>();
  private readonly subscriber: Redis;
  private readonly publisher: Redis;
  private readonly channel: string;
  private readonly logger: Pick<Console, 'warn'>;
  private readonly subscribed: Promise<void>;
  private down = false;

  constructor(options: RedisBusOptions) {
    if (!/^rediss?:\/\//.test(options.url)) throw new TypeError(`invalidation bus: Redis URL must start with redis:// or rediss://, got "${options.url}"`);
    this.channel = options.channel;
    this.logger = options.logger ?? console;
    // Reconnects in the background; ioredis subscribes again by itself once it is back.
    const retryStrategy = (times: number) => Math.min(times * 200, 2000);
    this.subscriber = new Redis(options.url, { retryStrategy, maxRetriesPerRequest: null, connectTimeout: 1000 });
    this.publisher = new Redis(options.url, { retryStrategy, maxRetriesPerRequest: 0, commandTimeout: 1000, connectTimeout: 1000 });
    // Once it has been up, a publish while Redis is away fails at once rather than queueing until a reconnect.
    this.publisher.once('ready', () => {
      this.publisher.options.enableOfflineQueue = false;
    });
    for (const client of [this.subscriber, this.publisher]) {
      client.on('error', (error: Error) => this.markDown(error));
      client.on('reconnecting', () => this.markDown(new Error('connection lost')));
      client.on('ready', () => this.markUp());
    }
    this.subscriber.on('message', (channel: string, text: string) => {
      if (channel !== this.channel) return;
      const message = decodeMessage(text);
      if (!message?.tags.length) return;
      for (const handler of [...this.handlers]) handler(message.tags, message.origin);
    });
    this.subscribed = this.subscriber.subscribe(this.channel).then(() => {});
    this.subscribed.catch((error: Error) => this.markDown(error));
  }

  /** Resolves once this node hears the channel (messages published earlier never reach it). */
  ready(): Promise<void> {
    return this.subscribed;
  }

  async publish(tags: readonly string[], origin: string): Promise<void> {
    if (!tags.length) return;
    await this.publisher.publish(this.channel, encodeMessage(origin, tags));
  }

  subscribe(handler: InvalidationHandler): () => void {
    this.handlers.add(handler);
    return () => this.handlers.delete(handler);
  }

  async close(): Promise<void> {
    this.handlers.clear();
    await Promise.all([this.subscriber, this.publisher].map((client) => (client.status === 'ready' ? client.quit().then(() => {}, () => client.disconnect()) : client.disconnect())));
  }

  private markDown(error: Error): void {
    if (this.down) return;
    this.down = true;
    this.logger.warn(`invalidation bus: Redis unavailable (${error.message}); writes meanwhile reach other nodes only at their cache TTL`);
  }

  private markUp(): void {
    if (!this.down) return;
    this.down = false;
    this.logger.warn('invalidation bus: Redis is reachable again');
  }
}
