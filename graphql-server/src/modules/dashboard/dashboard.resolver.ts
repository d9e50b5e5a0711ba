import { Authorized, Ctx, Field, Int, ObjectType, Query, Resolver } from 'type-graphql';
import { ALLOW } from '../../auth/permissions';
import type { RequestContext } from '../../auth/context';

@ObjectType({ description: 'Counts on the admin dashboard cards.' })
class DashboardCounts {
  @Field(() => Int, { description: 'Blog posts, whatever their status.' }) blogPosts: number;
  @Field(() => Int, { description: 'Resources, whatever their status.' }) resources: number;
  @Field(() => Int, { description: 'Playbook downloads captured.' }) playbookLeads: number;
  @Field(() => Int, { description: 'Contact requests received.' }) contactRequests: number;
  @Field(() => Int, { description: 'Playbook leads plus contact requests.' }) leadCaptures: number;
}

@Resolver()
export class DashboardResolver {
  // Administrators only, whatever a token's scopes: it mixes content and lead figures, and an
  // integrator gets each from a list's totalCount (adminPosts, playbookLeads...) instead.
  @Authorized(ALLOW.dashboard)
  @Query(() => DashboardCounts, { description: 'Admin: the figures of the dashboard cards.' })
  dashboardCounts(@Ctx() { services }: RequestContext) {
    return services.dashboard.counts();
  }
}
