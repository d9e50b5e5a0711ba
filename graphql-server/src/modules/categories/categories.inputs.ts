import { Field, InputType } from 'type-graphql';

@InputType({ description: 'A category as the editor submits it (SPEC §5 rules apply).' })
export class CategoryInput {
  @Field({ description: 'The name shown on the blog: 2 to 100 characters.' }) name: string;
  @Field({ description: 'Lower-case letters, digits and hyphens, 2 to 100 characters, unique.' }) slug: string;
  @Field(() => String, { nullable: true, description: 'Optional short text, at most 500 characters; null or empty: none.' }) description?:
    string | null;
}
