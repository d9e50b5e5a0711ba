import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Site-wide account settings the Owner changes: one row, id 1 (decision 0020). */
@Entity({ name: 'site_settings' })
export class SiteSettings {
  @PrimaryColumn({ type: 'smallint' })
  id: number;

  /** Every account must sign in with a second factor; those without are sent to enrol first. */
  @Column({ type: 'boolean', default: false })
  requireTwoFactor: boolean;
}
