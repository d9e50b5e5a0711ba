// What a bulk action of the admin tables answers (decision 0027): the ids done, and each refused
// one with its title and the rule that refused it, so the table can summarise the outcome.
import { Field, ID, ObjectType } from 'type-graphql';

@ObjectType('BulkRefusal', { description: 'An item a bulk action left as it was, and why.' })
export class BulkRefusalType {
  @Field(() => ID, { description: 'The id the request named.' }) id: string;
  @Field(() => String, { nullable: true, description: 'Null when no such item exists.' }) title: string | null;
  @Field({ description: 'The rule that refused it, in words an editor can act on.' }) message: string;
}

@ObjectType('BulkResult', { description: 'The outcome of a bulk action: each item is checked as the single action would be.' })
export class BulkResultType {
  @Field(() => [ID], { description: 'Ids of the items changed (or deleted).' }) succeeded: string[];
  @Field(() => [BulkRefusalType], { description: 'Items left as they were, each with the reason.' }) refused: BulkRefusalType[];
}
