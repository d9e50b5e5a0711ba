import { Field, InputType } from 'type-graphql';

@InputType({ description: 'A username and password.' })
export class CredentialsInput {
  @Field({ description: 'The sign-in name (any case; stored lower-cased).' }) username: string;
  @Field({ description: 'The password.' }) password: string;
}
