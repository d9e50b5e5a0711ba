// The consent record (issue 14). The wording each form shows lives in code
// (schema/validation/consent.ts); consent_texts keeps every version ever shown. At start (and on
// the first submission of a process) the current wording is looked up by its hash and, when it
// is new, stored as the next version. Each lead stores the version, the time, the page and an
// HMAC of the client address (keyed with a secret derived from JWT_SECRET: decision 0022).
import crypto from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import { CONSENT_TEXTS, type ConsentForm } from '../../../../schema/validation/consent';
import { ConsentText } from './consent-text.entity';

/** Advisory-lock key of the consent-version check (727001 seed, 727002/3 submissions and mail). */
const CONSENT_LOCK = 727004;

export function consentHash(text: string): string {
  return crypto.createHash('sha256').update(text, 'utf8').digest('hex');
}

/** What to do with a form's wording given the versions stored: reuse one, or add the next. */
export function planConsentVersion(
  stored: ReadonlyArray<Pick<ConsentText, 'hash' | 'version'>>,
  text: string,
): { reuse: number } | { add: { version: number; hash: string } } {
  const hash = consentHash(text);
  const same = stored.find((row) => row.hash === hash);
  if (same) return { reuse: same.version };
  return { add: { version: stored.reduce((max, row) => Math.max(max, row.version), 0) + 1, hash } };
}

/** The consent columns of a lead. */
export interface ConsentFields {
  consentTextId: string;
  consentAt: Date;
  consentPage: string | null;
  consentAddressHash: string;
}

export class ConsentService {
  private current: Promise<Map<ConsentForm, ConsentText>> | undefined;
  private readonly key: Buffer;

  constructor(
    private readonly db: DataSource,
    secret: string,
  ) {
    this.key = crypto.createHmac('sha256', secret).update('lead-consent-address').digest();
  }

  /** The current version of every form's wording, stored if new (once per process). */
  ensureCurrent(): Promise<Map<ConsentForm, ConsentText>> {
    this.current ??= this.db
      .transaction((manager) => this.store(manager))
      .catch((error: unknown) => {
        this.current = undefined;
        throw error;
      });
    return this.current;
  }

  private async store(manager: EntityManager): Promise<Map<ConsentForm, ConsentText>> {
    await manager.query('SELECT pg_advisory_xact_lock($1)', [CONSENT_LOCK]);
    const result = new Map<ConsentForm, ConsentText>();
    for (const form of Object.keys(CONSENT_TEXTS) as ConsentForm[]) {
      const text = CONSENT_TEXTS[form];
      const stored = await manager.find(ConsentText, { where: { form } });
      const plan = planConsentVersion(stored, text);
      const row =
        'reuse' in plan
          ? stored.find((r) => r.version === plan.reuse)!
          : await manager.save(manager.create(ConsentText, { form, text, ...plan.add }));
      result.set(form, row);
    }
    return result;
  }

  /** HMAC-SHA256 of a client address (hex). */
  addressHash(ip: string): string {
    return crypto.createHmac('sha256', this.key).update(ip).digest('hex');
  }

  async recordFor(form: ConsentForm, ip: string, page: string | null | undefined): Promise<ConsentFields> {
    const version = (await this.ensureCurrent()).get(form)!;
    return {
      consentTextId: version.id,
      consentAt: new Date(),
      consentPage: page?.trim() || null,
      consentAddressHash: this.addressHash(ip),
    };
  }

  byId(id: string | null): Promise<ConsentText | null> {
    return id ? this.db.getRepository(ConsentText).findOneBy({ id }) : Promise.resolve(null);
  }
}
