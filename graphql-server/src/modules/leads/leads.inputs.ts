import { Field, InputType } from 'type-graphql';
import { GraphQLJSONObject } from 'graphql-scalars';

@InputType({ description: 'The free playbook chapter form.' })
export class PlaybookLeadInput {
  @Field({ description: 'Required, 2 to 100 characters.' }) name: string;
  @Field({ description: 'A valid e-mail address, at most 254 characters; the chapter is sent there.' }) email: string;
  @Field({ description: 'Required, at most 150 characters.' }) company: string;
  @Field(() => String, { nullable: true, description: 'Leave empty: a field people never see (a spam trap).' })
  website?: string | null;
  @Field(() => String, { nullable: true, description: 'The site path the form was on (part of the consent record), e.g. /contact.' })
  consentPage?: string | null;
}

@InputType({ description: 'The consultation request form.' })
export class ContactRequestInput {
  @Field({ description: 'Required, 2 to 100 characters.' }) name: string;
  @Field({ description: 'A valid e-mail address, at most 254 characters; the reply goes there.' }) email: string;
  @Field({ description: 'Required, at most 150 characters.' }) company: string;
  @Field({ description: '10k-50k, 50k-100k, 100k-500k, 500k-1m or 1m+.' }) cloudSpending: string;
  @Field(() => String, { nullable: true, description: 'Optional, at most 5,000 characters.' }) message?: string | null;
  @Field({ description: 'Must be true.' }) privacyConsent: boolean;
  @Field(() => GraphQLJSONObject, { nullable: true, description: 'Calculator or simulator inputs and results to attach.' })
  toolResults?: Record<string, unknown> | null;
  @Field(() => String, { nullable: true, description: 'Leave empty: a field people never see (a spam trap).' })
  website?: string | null;
  @Field(() => String, { nullable: true, description: 'The site path the form was on (part of the consent record), e.g. /contact.' })
  consentPage?: string | null;
}
