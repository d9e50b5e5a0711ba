// GraphQL twin of /api/admin/experiments (issue 32, decision 0069). Reads: Editors and up, or an
// analytics-scoped token; writes: Editors and up (audited by graphql/audit-mutations.ts as
// experiment.create, experiment.start…).
import { Arg, Authorized, Ctx, Field, Float, ID, InputType, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { GraphQLJSONObject } from 'graphql-scalars';
import { ALLOW } from '../../auth/permissions';
import type { RequestContext } from '../../auth/context';
import { experimentDetail } from './experiments.routes';

@ObjectType('ExperimentArm', { description: 'One arm: control (no overrides) or a variant overriding some of the block’s fields.' })
class ExperimentArmView {
  @Field({ description: '`control`, then `b`, `c`, `d`, `e`.' }) key: string;
  @Field({ description: 'Its name in the admin.' }) name: string;
  @Field(() => Int, { description: 'Share of the traffic in percent; the arms add up to 100.' }) weight: number;
  @Field(() => GraphQLJSONObject, { description: 'The block fields it overrides (empty for control).' }) fields: Record<string, unknown>;
}

@ObjectType('Experiment', { description: 'An A/B experiment on one block of a page (decision 0069).' })
class ExperimentView {
  @Field(() => ID, { description: 'The experiment’s id.' }) id: string;
  @Field({ description: 'Its name.' }) name: string;
  @Field(() => ID, { description: 'The page it runs on.' }) pageId: string;
  @Field(() => Int, { description: 'The block’s position on the page (0 = first).' }) blockIndex: number;
  @Field({ description: 'The block’s type when the experiment was made.' }) blockType: string;
  @Field(() => [ExperimentArmView], { description: 'Control first, then the variants.' }) arms: ExperimentArmView[];
  @Field({ description: '`lead` (a lead submitted) or `event` (goalEvent).' }) goal: string;
  @Field(() => String, { nullable: true, description: 'The analytics event counted as a conversion when goal is `event`.' })
  goalEvent: string | null;
  @Field(() => Int, { description: 'Visitors each arm needs before a winner may be declared.' }) minVisitorsPerArm: number;
  @Field({ description: 'DRAFT, RUNNING or STOPPED.' }) status: string;
  @Field(() => Date, { nullable: true, description: 'When it was started.' }) startedAt: Date | null;
  @Field(() => Date, { nullable: true, description: 'When it was stopped (or promoted).' }) stoppedAt: Date | null;
  @Field(() => String, { nullable: true, description: 'The arm written into the page by promoteExperiment.' }) promotedArm: string | null;
  @Field(() => String, { nullable: true, description: 'Who changed it last (their username then).' }) updatedBy: string | null;
  @Field({ description: 'When it was made.' }) createdAt: Date;
  @Field({ description: 'When it last changed.' }) updatedAt: Date;
}

@ObjectType('ExperimentInterval', { description: 'A 95% interval.' })
class IntervalView {
  @Field(() => Float, { description: 'Its lower end.' }) low: number;
  @Field(() => Float, { description: 'Its upper end.' }) high: number;
}

@ObjectType('ExperimentDifference', { description: 'The absolute difference from control, with its 95% interval (Newcombe).' })
class DifferenceView extends IntervalView {
  @Field(() => Float, { description: 'The arm’s rate minus control’s.' }) estimate: number;
}

@ObjectType('ExperimentArmResult', { description: 'One arm’s numbers, read from the raw analytics events.' })
class ArmResultView {
  @Field({ description: 'The arm’s key: control, b, c…' }) arm: string;
  @Field(() => Int, { description: 'Visitors (daily hashes) shown the arm.' }) visitors: number;
  @Field(() => Int, { description: 'Of them, those who reached the goal after their first exposure.' }) conversions: number;
  @Field(() => Float, { description: 'conversions / visitors, 0 to 1.' }) conversionRate: number;
  @Field(() => IntervalView, { description: 'Wilson 95% interval of the rate.' }) interval: IntervalView;
  @Field(() => Float, { nullable: true, description: 'Relative uplift over control; null for control.' }) uplift: number | null;
  @Field(() => DifferenceView, { nullable: true, description: 'The difference from control; null for control.' })
  difference: DifferenceView | null;
  @Field(() => Float, { nullable: true, description: 'Two-sided p-value of the two-proportion z-test against control.' })
  pValue: number | null;
  @Field(() => Float, { nullable: true, description: 'P(rate > control’s), Beta-Binomial.' }) probabilityToBeatControl: number | null;
}

@ObjectType('ExperimentResults', { description: 'An experiment’s results (decision 0069).' })
class ExperimentResultsView {
  @Field(() => ID, { description: 'The experiment’s id.' }) experimentId: string;
  @Field({ description: 'The event counted as a conversion.' }) goal: string;
  @Field(() => Int, { description: 'Visitors each arm needs before a winner may be declared.' }) minVisitorsPerArm: number;
  @Field(() => [ArmResultView], { description: 'Control first, then the variants.' }) arms: ArmResultView[];
  @Field({ description: 'Every arm has reached minVisitorsPerArm.' }) enoughData: boolean;
  @Field(() => String, { nullable: true, description: 'The declared winner (p < 0.05 and P(beat control) ≥ 0.95), or null.' })
  winner: string | null;
}

@InputType({ description: 'A variant: its name, traffic share and the block fields it changes.' })
class ExperimentVariantInput {
  @Field({ description: 'Its name in the admin.' }) name: string;
  @Field(() => Int, { description: 'Traffic share in percent.' }) weight: number;
  @Field(() => GraphQLJSONObject, { description: 'Fields of the block to override; the merged block must pass the block’s schema.' })
  fields: Record<string, unknown>;
}

@InputType({ description: 'An experiment draft.' })
class ExperimentInput {
  @Field({ description: 'Its name, at most 120 characters.' }) name: string;
  @Field(() => ID, { description: 'The page to test on.' }) pageId: string;
  @Field(() => Int, { description: 'The block’s position on the page (0 = first).' }) blockIndex: number;
  @Field(() => Int, { description: 'Control’s traffic share in percent.' }) controlWeight: number;
  @Field(() => [ExperimentVariantInput], { description: '1 to 4 variants.' }) variants: ExperimentVariantInput[];
  @Field({ description: '`lead` or `event`.' }) goal: string;
  @Field(() => String, { nullable: true, description: 'The event counted as a conversion when goal is `event`.' }) goalEvent?:
    string | null;
  @Field(() => Int, { nullable: true, description: 'Visitors per arm before a winner is declared (default 100, at least 10).' })
  minVisitorsPerArm?: number | null;
}

/** GraphQL input objects as plain data for the shared checks (absent optionals left out). */
function plain(input: ExperimentInput): unknown {
  return JSON.parse(JSON.stringify(input, (_key, value: unknown) => (value === null ? undefined : value)));
}

@Resolver()
export class ExperimentsResolver {
  @Authorized(ALLOW.readExperiments)
  @Query(() => [ExperimentView], { description: 'Admin (Editors and up, or an ANALYTICS token): every experiment, newest first.' })
  async experiments(@Ctx() { services }: RequestContext) {
    return (await services.experiments.list()).map(experimentDetail);
  }

  @Authorized(ALLOW.readExperiments)
  @Query(() => ExperimentView, { description: 'Admin: one experiment.' })
  async experiment(@Arg('id', () => ID, { description: 'The experiment’s id.' }) id: string, @Ctx() { services }: RequestContext) {
    return experimentDetail(await services.experiments.get(id));
  }

  @Authorized(ALLOW.readExperiments)
  @Query(() => ExperimentResultsView, { description: 'Admin: visitors, conversions and statistics per arm, from the raw events.' })
  async experimentResults(@Arg('id', () => ID, { description: 'The experiment’s id.' }) id: string, @Ctx() { services }: RequestContext) {
    await services.analytics.flush();
    return services.experiments.results(id);
  }

  @Authorized(ALLOW.manageExperiments)
  @Mutation(() => ExperimentView, { description: 'Make a draft experiment (Editors and up).' })
  async createExperiment(
    @Arg('input', () => ExperimentInput, { description: 'The draft.' }) input: ExperimentInput,
    @Ctx() { services, user }: RequestContext,
  ) {
    return experimentDetail(await services.experiments.create(plain(input), user));
  }

  @Authorized(ALLOW.manageExperiments)
  @Mutation(() => ExperimentView, { description: 'Change a draft experiment.' })
  async updateExperiment(
    @Arg('id', () => ID, { description: 'The experiment’s id.' }) id: string,
    @Arg('input', () => ExperimentInput, { description: 'The draft.' }) input: ExperimentInput,
    @Ctx() { services, user }: RequestContext,
  ) {
    return experimentDetail(await services.experiments.update(id, plain(input), user));
  }

  @Authorized(ALLOW.manageExperiments)
  @Mutation(() => Boolean, { description: 'Delete an experiment that is not running.' })
  async deleteExperiment(@Arg('id', () => ID, { description: 'The experiment’s id.' }) id: string, @Ctx() { services }: RequestContext) {
    await services.experiments.delete(id);
    return true;
  }

  @Authorized(ALLOW.manageExperiments)
  @Mutation(() => ExperimentView, { description: 'Start a draft (the page must be published; one running experiment per page).' })
  async startExperiment(
    @Arg('id', () => ID, { description: 'The experiment’s id.' }) id: string,
    @Ctx() { services, user }: RequestContext,
  ) {
    return experimentDetail(await services.experiments.start(id, user));
  }

  @Authorized(ALLOW.manageExperiments)
  @Mutation(() => ExperimentView, { description: 'Stop a running experiment: every visitor sees the page as published.' })
  async stopExperiment(
    @Arg('id', () => ID, { description: 'The experiment’s id.' }) id: string,
    @Ctx() { services, user }: RequestContext,
  ) {
    return experimentDetail(await services.experiments.stop(id, user));
  }

  @Authorized(ALLOW.manageExperiments)
  @Mutation(() => ExperimentView, { description: 'Save the arm’s fields into the page as a normal revision and stop the experiment.' })
  async promoteExperiment(
    @Arg('id', () => ID, { description: 'The experiment’s id.' }) id: string,
    @Arg('arm', { description: 'The variant’s key (b, c…).' }) arm: string,
    @Ctx() { services, user }: RequestContext,
  ) {
    return experimentDetail((await services.experiments.promote(id, arm, user)).experiment);
  }
}
