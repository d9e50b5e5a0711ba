import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { MEDIA_ALT_MAX_LENGTH, type MediaKind } from '../../../../schema/validation/media';
import type { StoredVariant } from './media-variants';

/** An uploaded file of the media library (issue 12); GraphQL and REST show it as a MediaView (media.service.ts). */
@Entity({ name: 'media_items' })
@Index('IDX_media_items_sync', { synchronize: false }) // (updatedAt, id), the sync feed's order: migration 1795402800000
export class MediaItem {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** Generated ('<32 hex>.<ext>'), never derived from the uploaded name. */
  @Index('UQ_media_items_storage_key', { unique: true })
  @Column({ type: 'varchar', length: 64 })
  storageKey: string;

  /** The name the file had on the uploader's machine: shown and searched, never used as a path. */
  @Column({ type: 'varchar', length: 255 })
  originalName: string;

  /** From the content (file-signatures.ts), not from the name or the browser. */
  @Column({ type: 'varchar', length: 100 })
  mimeType: string;

  @Column({ type: 'varchar', length: 20 })
  kind: MediaKind;

  @Column({ type: 'integer' })
  size: number;

  @Column({ type: 'integer', nullable: true })
  width: number | null;

  @Column({ type: 'integer', nullable: true })
  height: number | null;

  @Column({ type: 'varchar', length: MEDIA_ALT_MAX_LENGTH, default: '' })
  alt: string;

  @Column({ type: 'jsonb', default: () => "'[]'" })
  variants: StoredVariant[];

  @Column({ type: 'uuid', nullable: true })
  uploadedBy: string | null;

  @Index('IDX_media_items_created_at')
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  /** Set by the database at every write (a trigger, decision 0028): the sync feeds' order. */
  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
