import { Field, InputType } from 'type-graphql';
import { GraphQLJSONObject } from 'graphql-scalars';

@InputType({ description: 'The free playbook chapter form.' })
export class PlaybookLeadInput {
  @Field() name: string;
  @Field() email: string;
  @Field() company: string;
  @Field(() => String, { nullable: true, description: 'Leave empty: a field people never see (a spam trap).' })
  website?: string | null;
  @Field(() => String, { nullable: true, description: 'The site path the form was on (part of the consent record), e.g. /contact.' })
  consentPage?: string | null;
}

@InputType({ description: 'The consultation request form.' })
export class ContactRequestInput {
  @Field() name: string;
  @Field() email: string;
  @Field() company: string;
  @Field({ description: '10k-50k, 50k-100k, 100k-500k, 500k-1m or 1m+.' }) cloudSpending: string;
  @Field(() => String, { nullable: true }) message?: string | null;
  @Field({ description: 'Must be true.' }) privacyConsent: boolean;
  @Field(() => GraphQLJSONObject, { nullable: true, description: 'Calculator or simulator inputs and results to attach.' })
  toolResults?: Record<string, unknown> | null;
  @Field(() => String, { nullable: true, description: 'Leave empty: a field people never see (a spam trap).' })
  website?: string | null;
  @Field(() => String, { nullable: true, description: 'The site path the form was on (part of the consent record), e.g. /contact.' })
  consentPage?: string | null;
}
