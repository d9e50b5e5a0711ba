import { Field, InputType } from 'type-graphql';
import { ApiTokenScope } from './api-token.entity';

@InputType({ description: 'A new integrator API token.' })
export class ApiTokenInput {
  @Field({ description: 'What the token is for, e.g. the integration using it (3 to 100 characters).' }) name: string;
  @Field(() => [ApiTokenScope], { description: 'One or more scopes; LEADS_WRITE is the only one that changes anything.' })
  scopes: ApiTokenScope[];
  @Field(() => Date, { nullable: true, description: 'When the token stops working; omitted or null: never.' }) expiresAt?: Date | null;
}
