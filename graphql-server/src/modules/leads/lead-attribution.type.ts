// A lead's attribution as GraphQL shows it (issue 32): on the detail and on each row of the lead lists.
import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'Where the visit that brought a lead came from (cookieless analytics, issue 32); null fields are unknown.' })
export class LeadAttributionView {
  @Field(() => String, { nullable: true, description: 'The first page of the visit (a path).' }) landingPage: string | null;
  @Field(() => String, { nullable: true, description: 'The referring site’s domain.' }) referrer: string | null;
  @Field(() => String, { nullable: true, description: 'utm_source of the landing address.' }) utmSource: string | null;
  @Field(() => String, { nullable: true, description: 'utm_medium of the landing address.' }) utmMedium: string | null;
  @Field(() => String, { nullable: true, description: 'utm_campaign of the landing address.' }) utmCampaign: string | null;
  @Field(() => String, { nullable: true, description: 'utm_term of the landing address.' }) utmTerm: string | null;
  @Field(() => String, { nullable: true, description: 'utm_content of the landing address.' }) utmContent: string | null;
  @Field(() => [String], { nullable: true, description: 'Paths viewed in the visit before the lead, in order, each once.' })
  pagesBeforeLead: string[] | null;
  @Field(() => [String], {
    nullable: true,
    description: 'Tools used in the visit before the lead (calculator_result, quiz_completed, simulation_run).',
  })
  toolsBeforeLead: string[] | null;
  @Field(() => Int, { nullable: true, description: 'Seconds from the visit’s first page to the lead.' }) secondsToLead: number | null;
}
