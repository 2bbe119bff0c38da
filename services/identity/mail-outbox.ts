// The embedded default's mail delivery: mails are kept (newest first, bounded) in memory and in a JSON file in
// data/, so a developer reads sign-up, reset and magic-link mails on the mailbox page, across restarts too.
import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import { rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Mailer, OutgoingMail } from './ports.ts';

export interface StoredMail extends OutgoingMail {
  id: string;
  /** ISO date the mail was sent. */
  date: string;
}

export const DEFAULT_OUTBOX_SIZE = 200;

export class Outbox {
  private mails: StoredMail[];
  private writing: Promise<void> = Promise.resolve();

  /** file: the JSON file (none: memory only); size: how many mails are kept, the oldest dropped first. */
  constructor(private readonly options: { file?: string; size?: number } = {}) {
    this.mails = options.file ? readMails(options.file).slice(0, this.size) : [];
  }

  private get size() {
    return this.options.size ?? DEFAULT_OUTBOX_SIZE;
  }

  async add(mail: OutgoingMail): Promise<StoredMail> {
    const stored: StoredMail = { id: randomUUID(), date: new Date().toISOString(), to: mail.to, subject: mail.subject, text: mail.text, ...(mail.html ? { html: mail.html } : {}) };
    this.mails = [stored, ...this.mails].slice(0, this.size);
    await this.save();
    return stored;
  }

  /** Newest first. */
  list(): readonly StoredMail[] {
    return this.mails;
  }

  get(id: string): StoredMail | undefined {
    return this.mails.find((m) => m.id === id);
  }

  /** The newest mail to that address (tests and the mailbox's links), if any. */
  latestTo(address: string): StoredMail | undefined {
    const wanted = address.trim().toLowerCase();
    return this.mails.find((m) => m.to.trim().toLowerCase() === wanted);
  }

  /** Writes one after another, each whole (written aside, then renamed): a crash never leaves half a file. */
  private save(): Promise<void> {
    const file = this.options.file;
    if (!file) return Promise.resolve();
    const json = JSON.stringify(this.mails, null, 1);
    // A failed write (disk full) fails its own send only: the next one still writes the whole list.
    this.writing = this.writing.catch(() => {}).then(async () => {
      const temp = `${file}.${process.pid}.tmp`;
      await writeFile(temp, json, { mode: 0o600 });
      await rename(temp, file);
    });
    return this.writing;
  }
}

/** A Mailer that delivers into the outbox. */
export function outboxMailer(outbox: Outbox): Mailer {
  return { send: async (mail) => void (await outbox.add(mail)) };
}

function readMails(file: string): StoredMail[] {
  mkdirSync(path.dirname(file), { recursive: true });
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  // A file edited by hand or cut short is not worth refusing to start over: the outbox starts empty instead.
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed.filter(isStoredMail) : [];
  } catch {
    return [];
  }
}

function isStoredMail(value: unknown): value is StoredMail {
  const m = value as StoredMail;
  return typeof m === 'object' && m !== null && [m.id, m.date, m.to, m.subject, m.text].every((f) => typeof f === 'string');
}
