// What every pending change stores besides the item it belongs to (decisions 0032 and 0074; a base
// class only for columns identical to the letter, as decision 0038's single-use links): the editor
// who autosaved the edits, the version they were made over, the edits and when. Posts and pages
// extend it with their own key column, foreign key and values type.
import { Column, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import { AUTHOR_MAX_LENGTH } from '../../../schema/validation/content';

export abstract class PendingChangeColumns<Values> {
  /** The staff account whose editor autosaved them: each editor sees only their own. */
  @PrimaryColumn({ type: 'uuid' })
  savedById: string;

  @Column({ type: 'varchar', length: AUTHOR_MAX_LENGTH })
  savedBy: string;

  /** The item's version the edits were made over: saving them over a newer one is a CONFLICT. */
  @Column({ type: 'int' })
  baseVersion: number;

  @Column({ type: 'jsonb' })
  values: Values;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
