import { Column, Entity, PrimaryColumn, UpdateDateColumn, VersionColumn } from 'typeorm';
import type { FooterDetails } from '../../../../schema/validation/footer';

/** The footer's details (issue 31, decision 0071): one row, `footer`, its checked JSON. */
@Entity({ name: 'site_footer' })
export class SiteFooter {
  @PrimaryColumn({ type: 'varchar', length: 20 })
  name: string;

  @Column({ type: 'jsonb' })
  details: FooterDetails;

  /** Raised by every save: the editor's save names the version it loaded. */
  @VersionColumn({ default: 1 })
  version: number;

  @Column({ type: 'varchar', length: 100, nullable: true })
  updatedBy: string | null;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
