/**
 * What the editor routes need from outside the engine, as ports: the stored revisions and who may edit. The engine
 * knows no database; server.ts passes the services' implementations (services/page-configs/) through createApp.
 */
export interface RevisionMeta { id: number; parent: number | null; author: string; at: string }
export interface Revision extends RevisionMeta { doc: string; value: unknown }
export interface StoredDoc { doc: string; head: RevisionMeta; published: RevisionMeta | null; text: string }

export interface EditorStorePort {
  docs(): Promise<StoredDoc[]>;
  doc(doc: string): Promise<{ head: Revision; published: RevisionMeta | null; text: string } | undefined>;
  revisions(doc: string): Promise<Array<RevisionMeta & { published: boolean }>>;
  revision(doc: string, id: number): Promise<(Revision & { text: string }) | undefined>;
  /** Throws an error with `current` (the head) when `base` is not the head: the 409. */
  save(doc: string, base: number | null, text: string, author: string): Promise<RevisionMeta>;
  /** Throws when the revision is not one of the document's. */
  publish(doc: string, id: number): Promise<RevisionMeta>;
  saveAndPublish(doc: string, base: number | null, text: string, author: string): Promise<RevisionMeta>;
  /** Draft previews, shared by every node (the iframe's request may reach another one). */
  putPreview(key: string, preview: { drafts: Record<string, string>; url: string; expiresAt: number }): Promise<void>;
  getPreview(key: string): Promise<{ drafts: Record<string, string>; url: string } | undefined>;
  /** After a publish: reloads this node's configs, then tells the other nodes (resolves once this node serves it). */
  published(): Promise<void>;
  /** Presence (who else has a document open), shared by every node: a heartbeat keeps `who` there `ttlSeconds`. */
  heartbeat(doc: string, who: PresentEditor, ttlSeconds: number): Promise<PresentEditor[]>;
  present(doc: string, except?: string): Promise<PresentEditor[]>;
  leave(doc: string, id: string): Promise<void>;
  /** Scheduled publishes: claimed atomically, so each runs on one node once. */
  schedule(doc: string, revision: number, at: Date, author: string): Promise<ScheduledPublish>;
  schedules(doc?: string): Promise<ScheduledPublish[]>;
  /** False when the job is unknown, cancelled, or already running or done. */
  cancelSchedule(id: number): Promise<boolean>;
  claimDue(node: string, limit?: number): Promise<ScheduledPublish[]>;
  finishSchedule(id: number, error?: string): Promise<void>;
}

export interface PresentEditor { id: string; name: string }
export interface ScheduledPublish {
  id: number;
  doc: string;
  revision: number;
  at: string;
  author: string;
  state: 'pending' | 'running' | 'done' | 'failed';
  doneAt?: string;
  error?: string;
}

export interface EditorAccount { id: string; email: string; name?: string }

export interface EditorAuthPort {
  /** The identity account an identity access token (an Authorization header's value) belongs to, if valid and live. */
  readerOf(authorization: string | undefined): Promise<string | undefined>;
  account(where: { id: string }): Promise<EditorAccount | undefined>;
  roleOf(accountId: string): Promise<string | undefined>;
  startSession(accountId: string): Promise<{ id: string; maxAgeSeconds: number }>;
  /** The account of a live session cookie (not expired, not revoked). */
  sessionAccount(id: string | undefined): Promise<string | undefined>;
  endSession(id: string | undefined): Promise<void>;
}

export interface EditorOptions {
  store: EditorStorePort;
  auth: EditorAuthPort;
  /** Sessions created per client address per minute (default 10). */
  sessionsPerMinute?: number;
  /**
   * The CDN purge (PURGE_WEBHOOK_URL): a publish or rollback purges the pages of the sites the document serves (their
   * `pages:<site>` tag), at once and again `purgeAgainMs` later (default 5 s), once every node has reloaded: a CDN
   * asking a node that had not yet would otherwise keep the old page until its s-maxage.
   */
  purge?: (tags: string[]) => unknown;
  purgeAgainMs?: number;
  /** How long a presence heartbeat keeps an editor listed (default 40 s; the editor beats every 15 s). */
  presenceTtlSeconds?: number;
  /** How often this node looks for scheduled publishes that are due (default 10 s). */
  scheduleEveryMs?: number;
}
