import { Authorized, Ctx, Field, Int, ObjectType, Query, Resolver } from 'type-graphql';
import { ALLOW } from '../../auth/permissions';
import type { RequestContext } from '../../auth/context';

@ObjectType({ description: 'Counts on the admin dashboard cards.' })
class DashboardCounts {
  @Field(() => Int) blogPosts: number;
  @Field(() => Int) resources: number;
  @Field(() => Int) playbookLeads: number;
  @Field(() => Int) contactRequests: number;
  @Field(() => Int, { description: 'Playbook leads plus contact requests.' }) leadCaptures: number;
}

@Resolver()
export class DashboardResolver {
  // Administrators only, whatever a token's scopes: it mixes content and lead figures, and an
  // integrator gets each from a list's totalCount (adminPosts, playbookLeads...) instead.
  @Authorized(ALLOW.dashboard)
  @Query(() => DashboardCounts)
  dashboardCounts(@Ctx() { services }: RequestContext) {
    return services.dashboard.counts();
  }
}
