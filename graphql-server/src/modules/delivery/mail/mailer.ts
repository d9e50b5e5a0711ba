// Where e-mail goes: an SMTP server (SMTP_URL), or, with none configured, the outbox folder
// (DATA_DIR/outbox) as one .eml file per message — built by nodemailer's stream transport,
// so the file is exactly what SMTP would have carried.
import fs from 'node:fs';
import path from 'node:path';

export interface MailAttachment {
  filename: string;
  path: string;
  contentType: string;
}

interface OutgoingMail {
  from: string;
  to: string[];
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  /** Stable per job, so a retried message is recognisably the same one. */
  messageId: string;
  attachments: MailAttachment[];
}

interface SentMail {
  messageId: string;
  /** SMTP reply code of the accepted message (250). */
  responseCode?: number;
  /** SMTP server's final reply. */
  response?: string;
  /** The .eml file name in the outbox folder. */
  file?: string;
}

export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  /** `fileStem` names the .eml file in the outbox folder (one per job: a retry overwrites it). */
  send(mail: OutgoingMail, fileStem: string, signal?: AbortSignal): Promise<SentMail>;
  close(): void;
}

export function createMailer(options: { smtpUrl?: string; outboxDir: string }): Mailer {
  return options.smtpUrl ? new SmtpMailer(options.smtpUrl) : new OutboxFolderMailer(options.outboxDir);
}

type Nodemailer = (typeof import('nodemailer'))['default'];

/** A nodemailer transport made when the first message is sent: nodemailer is loaded only then. */
class LazyTransport<T extends { close(): void }> {
  private transport?: Promise<T>;

  constructor(private readonly make: (nodemailer: Nodemailer) => T) {}

  get(): Promise<T> {
    this.transport ??= import('nodemailer').then(({ default: nodemailer }) => this.make(nodemailer));
    return this.transport;
  }

  close(): void {
    void this.transport?.then((transport) => transport.close());
  }
}

class SmtpMailer implements Mailer {
  readonly kind = 'smtp' as const;
  private readonly transport;

  constructor(url: string) {
    // Short timeouts: a hung server must not hold a job until its lease runs out.
    this.transport = new LazyTransport((nodemailer) =>
      nodemailer.createTransport({
        url,
        connectionTimeout: 15_000,
        greetingTimeout: 15_000,
        socketTimeout: 30_000,
        dnsTimeout: 10_000,
      }),
    );
  }

  async send(mail: OutgoingMail, _fileStem: string, signal?: AbortSignal): Promise<SentMail> {
    const info = await (await this.transport.get()).sendMail({ ...mail, signal });
    const code = /^(\d{3})/.exec(info.response ?? '')?.[1];
    return { messageId: info.messageId, response: info.response, responseCode: code ? Number(code) : undefined };
  }

  close(): void {
    this.transport.close();
  }
}

class OutboxFolderMailer implements Mailer {
  readonly kind = 'outbox' as const;
  private readonly transport = new LazyTransport((nodemailer) =>
    nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' }),
  );

  constructor(readonly dir: string) {}

  async send(mail: OutgoingMail, fileStem: string): Promise<SentMail> {
    const info = await (await this.transport.get()).sendMail(mail);
    const file = `${fileStem}.eml`;
    fs.mkdirSync(this.dir, { recursive: true });
    // Write then rename: a reader never sees half a message.
    const temporary = path.join(this.dir, `.${file}.${process.pid}.tmp`);
    await fs.promises.writeFile(temporary, info.message as Buffer);
    await fs.promises.rename(temporary, path.join(this.dir, file));
    return { messageId: info.messageId, file };
  }

  close(): void {
    this.transport.close();
  }
}

/** The .eml file of a message in the outbox folder, or null when the name is not one we write. */
export function outboxFilePath(outboxDir: string, file: string): string | null {
  if (!/^[\w.-]+\.eml$/.test(file) || file.startsWith('.')) return null;
  return path.join(outboxDir, file);
}

/** The job id in an outbox file name (`<stamp>-<template>-<job id>.eml`, or its temporary twin). */
const OUTBOX_JOB_ID = /-([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.eml(?:\.\d+\.tmp)?$/;

/**
 * Deletes the outbox files of these jobs (issue 14: erasure and retention), written or half
 * written; returns how many. A missing folder holds nothing.
 */
export async function deleteOutboxFiles(outboxDir: string, jobIds: Iterable<string>): Promise<number> {
  const ids = new Set(Array.from(jobIds, (id) => id.toLowerCase()));
  if (ids.size === 0) return 0;
  let names: string[];
  try {
    names = await fs.promises.readdir(outboxDir);
  } catch {
    return 0;
  }
  let deleted = 0;
  for (const name of names) {
    const id = OUTBOX_JOB_ID.exec(name)?.[1];
    if (!id || !ids.has(id)) continue;
    await fs.promises.rm(path.join(outboxDir, name), { force: true });
    deleted++;
  }
  return deleted;
}
