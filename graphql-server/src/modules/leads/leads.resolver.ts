import { Arg, Args, Authorized, Ctx, Field, ID, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { ALLOW } from '../../auth/permissions';
import type { RequestContext } from '../../auth/context';
import { pageOf } from '../../graphql/page-types';
import { LeadListArgs } from './lead-admin.types';
import { ContactRequest } from './contact-request.entity';
import { ContactRequestInput, PlaybookLeadInput } from './leads.inputs';
import { PlaybookLead } from './playbook-lead.entity';

@ObjectType({ description: 'Acknowledges a stored submission; it echoes no personal data.' })
class LeadReceipt {
  @Field(() => ID) id: string;
  @Field() createdAt: Date;
}

@ObjectType({ description: 'A page of playbook leads, newest first.' })
class PlaybookLeadPage extends pageOf(PlaybookLead) {}

@ObjectType({ description: 'A page of contact requests, newest first.' })
class ContactRequestPage extends pageOf(ContactRequest) {}

@ObjectType({ description: 'Leads captured in one week (Monday 00:00 UTC onwards).' })
class WeeklyLeadCount {
  @Field() weekStart: Date;
  @Field(() => Int) playbookLeads: number;
  @Field(() => Int) contactRequests: number;
}

@Resolver()
export class LeadsResolver {
  @Mutation(() => LeadReceipt)
  submitPlaybookLead(@Arg('input') input: PlaybookLeadInput, @Ctx() { services, ip }: RequestContext) {
    return services.leads.submitPlaybookLead(input, ip);
  }

  @Mutation(() => LeadReceipt)
  submitContactRequest(@Arg('input') input: ContactRequestInput, @Ctx() { services, ip }: RequestContext) {
    return services.leads.submitContactRequest(input, ip);
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
  leadsOverTime(@Arg('weeks', () => Int, { defaultValue: 12 }) weeks: number, @Ctx() { services }: RequestContext) {
    return services.leads.weeklyCounts(weeks);
  }
}
