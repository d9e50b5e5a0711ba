import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { GraphQLJSONObject } from 'graphql-scalars';
import { ALLOW } from '../../auth/permissions';
import type { RequestContext } from '../../auth/context';
import { presentLead } from './lead-view';
import { LeadNote } from './lead-note.entity';
import { LeadDetailView, LeadErasure, LeadKindValue, LeadOwnerOption, LeadPipelineInput, LeadStatusCount } from './lead-admin.types';

const actorOf = (ctx: RequestContext) => ({ user: ctx.user, ip: ctx.ip });

@Resolver()
export class LeadAdminResolver {
  @Authorized(ALLOW.readLeads)
  @Query(() => LeadDetailView, {
    description: 'Admin: one lead with its pipeline, consent record, notes, deliveries and other submissions.',
  })
  async lead(@Arg('kind', () => LeadKindValue) kind: LeadKindValue, @Arg('id', () => ID) id: string, @Ctx() { services }: RequestContext) {
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
    @Arg('kind', () => LeadKindValue) kind: LeadKindValue,
    @Arg('id', () => ID) id: string,
    @Arg('input') input: LeadPipelineInput,
    @Ctx() ctx: RequestContext,
  ) {
    await ctx.services.leadPipeline.update(kind, id, input, actorOf(ctx));
    return presentLead(await ctx.services.leadPipeline.detail(kind, id));
  }

  @Authorized(ALLOW.workLeads)
  @Mutation(() => LeadNote, { description: 'Admin: adds a timestamped note to a lead.' })
  addLeadNote(
    @Arg('kind', () => LeadKindValue) kind: LeadKindValue,
    @Arg('id', () => ID) id: string,
    @Arg('body') body: string,
    @Ctx() ctx: RequestContext,
  ) {
    return ctx.services.leadPipeline.addNote(kind, id, { body }, actorOf(ctx));
  }

  @Authorized(ALLOW.leadPrivacy)
  @Mutation(() => LeadErasure, { description: 'Admin: erases a lead, its notes, deliveries and outbox files (hard delete).' })
  eraseLead(@Arg('kind', () => LeadKindValue) kind: LeadKindValue, @Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext) {
    return ctx.services.leadPrivacy.eraseLead(kind, id, actorOf(ctx));
  }

  @Authorized(ALLOW.leadPrivacy)
  @Mutation(() => LeadErasure, { description: 'Admin: erases every lead of an e-mail address (none: nothing erased).' })
  eraseLeadsByEmail(@Arg('email') email: string, @Ctx() ctx: RequestContext) {
    return ctx.services.leadPrivacy.eraseByEmail({ email }, actorOf(ctx));
  }

  @Authorized(ALLOW.leadPrivacy)
  @Query(() => GraphQLJSONObject, { description: 'Admin: everything held about an e-mail address (an unknown one: an empty export).' })
  leadAccessExport(@Arg('email') email: string, @Ctx() ctx: RequestContext) {
    return ctx.services.leadPrivacy.accessExport({ email }, actorOf(ctx));
  }
}
