import { Field, InputType } from 'type-graphql';

@InputType({ description: 'A category as the editor submits it (SPEC §5 rules apply).' })
export class CategoryInput {
  @Field() name: string;
  @Field() slug: string;
  @Field(() => String, { nullable: true }) description?: string | null;
}
