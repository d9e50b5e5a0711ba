import { Column, Entity, PrimaryColumn, UpdateDateColumn, VersionColumn } from 'typeorm';
import type { MenuItem, MenuName } from '../../../../schema/validation/navigation';

/** One menu of the site (issue 31): `header` or `footer`, its ordered entries as checked JSON. */
@Entity({ name: 'site_menus' })
export class SiteMenu {
  @PrimaryColumn({ type: 'varchar', length: 20 })
  name: MenuName;

  @Column({ type: 'jsonb', default: () => "'[]'" })
  items: MenuItem[];

  /** Raised by every save: the editor's save names the version it loaded. */
  @VersionColumn({ default: 1 })
  version: number;

  @Column({ type: 'varchar', length: 100, nullable: true })
  updatedBy: string | null;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
