// What a bulk action of the admin tables answers (decision 0027): the ids done, and each refused
// one with its title and the rule that refused it, so the table can summarise the outcome.
import { Field, ID, ObjectType } from 'type-graphql';

@ObjectType('BulkRefusal', { description: 'An item a bulk action left as it was, and why.' })
export class BulkRefusalType {
  @Field(() => ID) id: string;
  @Field(() => String, { nullable: true, description: 'Null when no such item exists.' }) title: string | null;
  @Field() message: string;
}

@ObjectType('BulkResult', { description: 'The outcome of a bulk action: each item is checked as the single action would be.' })
export class BulkResultType {
  @Field(() => [ID]) succeeded: string[];
  @Field(() => [BulkRefusalType]) refused: BulkRefusalType[];
}
