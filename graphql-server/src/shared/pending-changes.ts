// Pending changes of live content (decision 0032, pages: 0074), one piece for posts and pages: an
// editor's autosaved edits of a published or scheduled item are kept beside it, one row per item
// and editor, and the public item stays as it is until that editor saves the item (the item's
// update deletes the row in its transaction). The edits pass the item's own rules and sanitiser
// like a save; the version they were made over goes back with them, so saving them over a newer
// version is the usual CONFLICT.
import type { DataSource, EntityTarget, ObjectLiteral, Repository } from 'typeorm';
import { mayChange, NOT_OWN_WORK_MESSAGE, type Actor } from '../auth/permissions';
import { conflict, forbidden, InputValidationError, isUuid, notFound, unauthenticated } from './errors';
import type { Saver } from './revisions';
import type { PendingChangeColumns } from './pending-change-columns';

export const VERSION_NEEDED_MESSAGE = 'Send the version the changes were made over (expectedVersion).';
export const SUPERSEDED_MESSAGE = 'You have saved this item since these edits were made: they are not kept.';

/** What the item kind supplies: its tables, its own parse and its messages. */
export interface PendingKind<Item extends ObjectLiteral, Row extends ObjectLiteral, Values, Key extends string> {
  item: EntityTarget<Item>;
  change: EntityTarget<Row>;
  /** The change's column naming the item. */
  key: Key;
  /** The item's revisions table (this code's own name): who saved which version. */
  revisions: 'post_revisions' | 'page_revisions';
  /** The item's input rules and sanitiser: the values to keep and the version they were made over. */
  parse(input: unknown): Promise<{ values: Values; expectedVersion: number | null | undefined }>;
  notFoundMessage: string;
  notLiveMessage: string;
}

/** A pending change as the API shows it: the item's id under `key`, the version, the time and the values. */
export type PendingView<Values, Key extends string> = Record<Key, string> & { baseVersion: number; updatedAt: Date } & Values;

type LiveItem = { id: string; ownerId: string | null; state: string; version: number };

export class PendingChanges<
  Item extends ObjectLiteral & LiveItem,
  Row extends ObjectLiteral & PendingChangeColumns<Values>,
  Values extends object,
  Key extends string,
> {
  private readonly repo: Repository<Row>;

  constructor(
    private readonly db: DataSource,
    private readonly kind: PendingKind<Item, Row, Values, Key>,
  ) {
    this.repo = db.getRepository(kind.change);
  }

  /** Keep (replace) this editor's pending change of a live item; the item itself is not touched. */
  async save(itemId: string, input: unknown, actor: Saver | null | undefined): Promise<PendingView<Values, Key>> {
    const { values, expectedVersion } = await this.kind.parse(input);
    const item = await this.liveItem(itemId, actor);
    if (!expectedVersion || expectedVersion > item.version) {
      throw new InputValidationError([{ field: 'expectedVersion', message: VERSION_NEEDED_MESSAGE }]);
    }
    const user = this.user(actor);
    await this.refuseSuperseded(itemId, user.id, expectedVersion);
    const row = { [this.kind.key]: itemId, savedById: user.id, savedBy: user.username ?? '', baseVersion: expectedVersion, values };
    await this.repo.upsert({ ...row, updatedAt: new Date() } as never, [this.kind.key, 'savedById']);
    return this.present(await this.repo.findOneOrFail({ where: this.where(itemId, user.id) }));
  }

  /** This editor's pending change of the item, or null. */
  async get(itemId: string, actor: Saver | null | undefined): Promise<PendingView<Values, Key> | null> {
    await this.itemFor(itemId, actor);
    const row = await this.repo.findOne({ where: this.where(itemId, this.user(actor).id) });
    return row ? this.present(row) : null;
  }

  /** Drop this editor's pending change (true when there was one). */
  async discard(itemId: string, actor: Saver | null | undefined): Promise<boolean> {
    await this.itemFor(itemId, actor);
    const result = await this.repo.delete(this.where(itemId, this.user(actor).id));
    return (result.affected ?? 0) > 0;
  }

  /**
   * An autosave that reaches the server after its editor's own save of a newer version (a request
   * in flight while Update was clicked) would bring back edits that save applied or replaced.
   */
  private async refuseSuperseded(itemId: string, userId: string, baseVersion: number): Promise<void> {
    const rows: unknown[] = await this.db.query(
      `SELECT 1 FROM "${this.kind.revisions}" WHERE "${this.kind.key}" = $1 AND "savedById" = $2 AND "version" > $3 LIMIT 1`,
      [itemId, userId, baseVersion],
    );
    if (rows.length > 0) throw conflict(SUPERSEDED_MESSAGE);
  }

  private where(itemId: string, savedById: string) {
    return { [this.kind.key]: itemId, savedById } as never;
  }

  private present(row: Row): PendingView<Values, Key> {
    return { [this.kind.key]: row[this.kind.key], baseVersion: row.baseVersion, updatedAt: row.updatedAt, ...row.values } as PendingView<
      Values,
      Key
    >;
  }

  /** Pending changes belong to a staff member (API tokens save through the items' own paths). */
  private user(actor: Saver | null | undefined): Saver & { id: string } {
    if (!actor?.id) throw unauthenticated();
    return { ...actor, id: actor.id };
  }

  private async liveItem(itemId: string, actor: Actor | null | undefined): Promise<Item> {
    const item = await this.itemFor(itemId, actor);
    if (item.state !== 'PUBLISHED') throw new InputValidationError([{ field: 'status', message: this.kind.notLiveMessage }]);
    return item;
  }

  private async itemFor(itemId: string, actor: Actor | null | undefined): Promise<Item> {
    const item = isUuid(itemId) ? await this.db.getRepository(this.kind.item).findOne({ where: { id: itemId } as never }) : null;
    if (!item) throw notFound(this.kind.notFoundMessage);
    if (!mayChange(actor, item.ownerId)) throw forbidden(NOT_OWN_WORK_MESSAGE);
    return item;
  }
}
