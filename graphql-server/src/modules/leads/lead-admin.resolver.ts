import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { GraphQLJSONObject } from 'graphql-scalars';
import { ALLOW } from '../../auth/permissions';
import type { RequestContext } from '../../auth/context';
import { presentLead } from './lead-view';
import { LeadNote } from './lead-note.entity';
import { BulkResultType } from '../../graphql/bulk-types';
import {
  LeadBulkInput,
  LeadDetailView,
  LeadErasure,
  LeadKindValue,
  LeadOwnerOption,
  LeadPipelineInput,
  LeadStatusCount,
} from './lead-admin.types';

/** Who acts: the staff member, or a leads:write API token (audited under its name). */
const actorOf = (ctx: RequestContext) => ({ user: ctx.user, apiToken: ctx.apiToken, ip: ctx.ip });

@Resolver()
export class LeadAdminResolver {
  @Authorized(ALLOW.readLeads)
  @Query(() => LeadDetailView, {
    description: 'Admin: one lead with its pipeline, consent record, notes, deliveries and other submissions.',
  })
  async lead(
    @Arg('kind', () => LeadKindValue, { description: 'Which table the id belongs to.' }) kind: LeadKindValue,
    @Arg('id', () => ID, { description: 'The lead’s id.' }) id: string,
    @Ctx() { services }: RequestContext,
  ) {
    return presentLead(await services.leadPipeline.detail(kind, id));
  }

  @Authorized(ALLOW.dashboard)
  @Query(() => [LeadStatusCount], { description: 'Admin: leads per pipeline status (numbers only).' })
  leadStatusCounts(@Ctx() { services }: RequestContext) {
    return services.leadPipeline.statusCounts();
  }

  @Authorized(ALLOW.workLeads)
  @Query(() => [LeadOwnerOption], { description: 'Admin: the staff accounts a lead may be given to.' })
  leadOwners(@Ctx() { services }: RequestContext) {
    return services.leadPipeline.owners();
  }

  @Authorized(ALLOW.workLeads)
  @Mutation(() => LeadDetailView, { description: "Admin: changes a lead's status, owner or labels." })
  async updateLead(
    @Arg('kind', () => LeadKindValue, { description: 'Which table the id belongs to.' }) kind: LeadKindValue,
    @Arg('id', () => ID, { description: 'The lead to change.' }) id: string,
    @Arg('input', { description: 'The pipeline fields to change.' }) input: LeadPipelineInput,
    @Ctx() ctx: RequestContext,
  ) {
    await ctx.services.leadPipeline.update(kind, id, input, actorOf(ctx));
    return presentLead(await ctx.services.leadPipeline.detail(kind, id));
  }

  @Authorized(ALLOW.workLeads)
  @Mutation(() => LeadNote, { description: 'Admin: adds a timestamped note to a lead.' })
  addLeadNote(
    @Arg('kind', () => LeadKindValue, { description: 'Which table the id belongs to.' }) kind: LeadKindValue,
    @Arg('id', () => ID, { description: 'The lead to annotate.' }) id: string,
    @Arg('body', { description: 'The note’s text, 1 to 2,000 characters.' }) body: string,
    @Ctx() ctx: RequestContext,
  ) {
    return ctx.services.leadPipeline.addNote(kind, id, { body }, actorOf(ctx));
  }

  @Authorized(ALLOW.workLeads)
  @Mutation(() => BulkResultType, {
    description: 'Admin: sets the status or owner of, or adds a label to, up to 100 leads; each is checked as a single update.',
  })
  bulkUpdateLeads(
    @Arg('kind', () => LeadKindValue, { description: 'Which table the ids belong to.' }) kind: LeadKindValue,
    @Arg('ids', () => [ID], { description: 'At most 100 distinct lead ids.' }) ids: string[],
    @Arg('input', { description: 'The one change to make to each.' }) input: LeadBulkInput,
    @Ctx() ctx: RequestContext,
  ) {
    return ctx.services.leadBulk.update(kind, ids, { ...input }, actorOf(ctx));
  }

  @Authorized(ALLOW.leadPrivacy)
  @Mutation(() => BulkResultType, { description: 'Admin: erases up to 100 leads, each as eraseLead does (hard delete).' })
  eraseLeads(
    @Arg('kind', () => LeadKindValue, { description: 'Which table the ids belong to.' }) kind: LeadKindValue,
    @Arg('ids', () => [ID], { description: 'At most 100 distinct lead ids.' }) ids: string[],
    @Ctx() ctx: RequestContext,
  ) {
    return ctx.services.leadBulk.erase(kind, ids, actorOf(ctx));
  }

  @Authorized(ALLOW.leadPrivacy)
  @Mutation(() => LeadErasure, { description: 'Admin: erases a lead, its notes, deliveries and outbox files (hard delete).' })
  eraseLead(
    @Arg('kind', () => LeadKindValue, { description: 'Which table the id belongs to.' }) kind: LeadKindValue,
    @Arg('id', () => ID, { description: 'The lead to erase.' }) id: string,
    @Ctx() ctx: RequestContext,
  ) {
    return ctx.services.leadPrivacy.eraseLead(kind, id, actorOf(ctx));
  }

  @Authorized(ALLOW.leadPrivacy)
  @Mutation(() => LeadErasure, { description: 'Admin: erases every lead of an e-mail address (none: nothing erased).' })
  eraseLeadsByEmail(
    @Arg('email', { description: 'The address whose leads to erase (trimmed and lower-cased first).' }) email: string,
    @Ctx() ctx: RequestContext,
  ) {
    return ctx.services.leadPrivacy.eraseByEmail({ email }, actorOf(ctx));
  }

  @Authorized(ALLOW.leadPrivacy)
  @Query(() => GraphQLJSONObject, { description: 'Admin: everything held about an e-mail address (an unknown one: an empty export).' })
  leadAccessExport(@Arg('email', { description: 'The address whose data to export.' }) email: string, @Ctx() ctx: RequestContext) {
    return ctx.services.leadPrivacy.accessExport({ email }, actorOf(ctx));
  }
}
