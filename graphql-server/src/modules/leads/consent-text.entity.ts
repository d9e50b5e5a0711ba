import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { Field, ID, Int, ObjectType } from 'type-graphql';

/**
 * One version of a form's consent wording (issue 14). Rows are only ever added: when the wording
 * in schema/validation/consent.ts changes, start-up adds the next version (found by its hash).
 */
@Entity({ name: 'consent_texts' })
@Unique('UQ_consent_texts_form_hash', ['form', 'hash'])
@Unique('UQ_consent_texts_form_version', ['form', 'version'])
@ObjectType({ description: 'A version of the consent wording a lead form showed.' })
export class ConsentText {
  @PrimaryGeneratedColumn('uuid')
  @Field(() => ID)
  id: string;

  @Column({ type: 'varchar', length: 20 })
  @Field({ description: "'playbook' or 'contact'." })
  form: string;

  @Column({ type: 'integer' })
  @Field(() => Int)
  version: number;

  /** SHA-256 of the text (hex). */
  @Column({ type: 'varchar', length: 64 })
  hash: string;

  @Column({ type: 'text' })
  @Field()
  text: string;

  @CreateDateColumn({ type: 'timestamptz' })
  @Field()
  createdAt: Date;
}
