import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { ContentPage } from '../pages/page.entity';

/** One arm of an experiment: control (no overrides) or a variant overriding some of the block's fields. */
export interface ExperimentArm {
  /** `control`, then `b`, `c`, … in order. */
  key: string;
  name: string;
  /** Share of the traffic, whole percent; the arms' weights add up to 100. */
  weight: number;
  /** The block's fields this arm overrides (none for control); the merged block passes the block's schema. */
  fields: Record<string, unknown>;
}

export type ExperimentStatus = 'DRAFT' | 'RUNNING' | 'STOPPED';
export type ExperimentGoal = 'lead' | 'event';

/**
 * An A/B experiment on one block of a page (issue 32, decision 0069). Arms are fixed once it has
 * started (results are read from raw analytics events: `experiment_view` exposures and the goal).
 */
@Entity({ name: 'experiments' })
@Index('IDX_experiments_running_page', { synchronize: false }) // unique (pageId) WHERE status = 'RUNNING': migration 1795510000000
@Check('CHK_experiments_status', `"status" IN ('DRAFT', 'RUNNING', 'STOPPED')`)
@Check('CHK_experiments_goal', `"goal" IN ('lead', 'event')`)
export class Experiment {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 120 })
  name: string;

  @Index('IDX_experiments_pageId')
  @Column({ type: 'uuid' })
  pageId: string;

  @ManyToOne(() => ContentPage, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'pageId', foreignKeyConstraintName: 'FK_experiments_pageId' })
  page?: ContentPage;

  @Column({ type: 'int' })
  blockIndex: number;

  /** The block's type when the experiment was made: arms apply only while the block there still has it. */
  @Column({ type: 'varchar', length: 40 })
  blockType: string;

  @Column({ type: 'jsonb' })
  arms: ExperimentArm[];

  @Column({ type: 'varchar', length: 10 })
  goal: ExperimentGoal;

  /** The event's name for goal `event`. */
  @Column({ type: 'varchar', length: 40, nullable: true })
  goalEvent: string | null;

  @Column({ type: 'int', default: 100 })
  minVisitorsPerArm: number;

  @Column({ type: 'varchar', length: 10, default: 'DRAFT' })
  status: ExperimentStatus;

  @Column({ type: 'timestamptz', nullable: true })
  startedAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  stoppedAt: Date | null;

  /** The arm written into the page by "promote winner", if any. */
  @Column({ type: 'varchar', length: 10, nullable: true })
  promotedArm: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  updatedBy: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
