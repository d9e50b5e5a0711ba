import { Arg, Args, Authorized, Ctx, Field, ID, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { visitorSignal } from '../analytics/visitor';
import { ALLOW } from '../../auth/permissions';
import type { RequestContext } from '../../auth/context';
import { pageOf } from '../../graphql/page-types';
import { LeadListArgs } from './lead-admin.types';
import { ContactRequest } from './contact-request.entity';
import { ContactRequestInput, PlaybookLeadInput } from './leads.inputs';
import { PlaybookLead } from './playbook-lead.entity';

@ObjectType({ description: 'Acknowledges a stored submission; it echoes no personal data.' })
class LeadReceipt {
  @Field(() => ID, { description: 'The stored lead’s id.' }) id: string;
  @Field({ description: 'When it was stored.' }) createdAt: Date;
}

@ObjectType({ description: 'A page of playbook leads, newest first.' })
class PlaybookLeadPage extends pageOf(PlaybookLead) {}

@ObjectType({ description: 'A page of contact requests, newest first.' })
class ContactRequestPage extends pageOf(ContactRequest) {}

@ObjectType({ description: 'Leads captured in one week (Monday 00:00 UTC onwards).' })
class WeeklyLeadCount {
  @Field({ description: 'Monday 00:00 UTC of the week.' }) weekStart: Date;
  @Field(() => Int, { description: 'Playbook leads submitted that week (0 when none).' }) playbookLeads: number;
  @Field(() => Int, { description: 'Contact requests submitted that week (0 when none).' }) contactRequests: number;
}

@Resolver()
export class LeadsResolver {
  @Mutation(() => LeadReceipt, {
    description:
      'Public: store a playbook request and queue the chapter e-mail and the lead webhooks. Rate-limited per client address; invalid input is refused with the field errors.',
  })
  submitPlaybookLead(
    @Arg('input', { description: 'The form’s fields.' }) input: PlaybookLeadInput,
    @Ctx() { services, ip, res }: RequestContext,
  ) {
    return services.leads.submitPlaybookLead(input, ip, res?.req ? visitorSignal(res.req) : undefined);
  }

  @Mutation(() => LeadReceipt, {
    description:
      'Public: store a consultation request and queue the notification e-mail and the lead webhooks. Rate-limited per client address; invalid input is refused with the field errors.',
  })
  submitContactRequest(
    @Arg('input', { description: 'The form’s fields.' }) input: ContactRequestInput,
    @Ctx() { services, ip, res }: RequestContext,
  ) {
    return services.leads.submitContactRequest(input, ip, res?.req ? visitorSignal(res.req) : undefined);
  }

  @Authorized(ALLOW.readLeads)
  @Query(() => PlaybookLeadPage, {
    description: 'Admin: searchable on name, email and company; filtered by status, owner, label and date range.',
  })
  playbookLeads(@Args() args: LeadListArgs, @Ctx() { services }: RequestContext) {
    return services.leads.listPlaybookLeads(args);
  }

  @Authorized(ALLOW.readLeads)
  @Query(() => ContactRequestPage, { description: 'Admin: searchable on name, email, company, cloud spending and message.' })
  contactRequests(@Args() args: LeadListArgs, @Ctx() { services }: RequestContext) {
    return services.leads.listContactRequests(args);
  }

  @Authorized(ALLOW.readLeads)
  @Query(() => [WeeklyLeadCount], { description: 'Admin: leads per week, oldest first, the current week last (at most 52).' })
  leadsOverTime(
    @Arg('weeks', () => Int, { defaultValue: 12, description: 'How many weeks to return, 1 to 52 (default 12); another value is refused.' })
    weeks: number,
    @Ctx() { services }: RequestContext,
  ) {
    return services.leads.weeklyCounts(weeks);
  }
}
