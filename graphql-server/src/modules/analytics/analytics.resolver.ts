// GraphQL twin of GET /api/admin/analytics/summary (issue 32): staff, or an analytics-scoped token.
import { Arg, Authorized, Ctx, Field, Float, Int, ObjectType, Query, Resolver } from 'type-graphql';
import { ALLOW } from '../../auth/permissions';
import type { RequestContext } from '../../auth/context';
import { summaryRange } from './analytics.routes';

@ObjectType({ description: 'A page: its path, the visitors who saw it and its views (entry pages: visits that began there).' })
class AnalyticsPageRow {
  @Field({ description: 'The page’s path (no query string).' }) path: string;
  @Field(() => Int, { description: 'Visitors (daily hashes) who saw it.' }) visitors: number;
  @Field(() => Int, { description: 'Page views (entry pages: visits that began there).' }) pageviews: number;
}

@ObjectType({ description: 'Where visits came from: utm_source, else the referrer’s domain, else (direct).' })
class AnalyticsSourceRow {
  @Field({ description: 'utm_source, the referrer’s domain, or (direct).' }) source: string;
  @Field(() => Int, { description: 'Visitors.' }) visitors: number;
  @Field(() => Int, { description: 'Visits.' }) visits: number;
  @Field(() => Int, { description: 'Visits that ended in a lead.' }) leads: number;
}

@ObjectType({ description: 'Visits of one UTM source, medium and campaign.' })
class AnalyticsCampaignRow {
  @Field(() => String, { nullable: true, description: 'utm_source.' }) utmSource: string | null;
  @Field(() => String, { nullable: true, description: 'utm_medium.' }) utmMedium: string | null;
  @Field(() => String, { nullable: true, description: 'utm_campaign.' }) utmCampaign: string | null;
  @Field(() => Int, { description: 'Visits.' }) visits: number;
  @Field(() => Int, { description: 'Visits that ended in a lead.' }) leads: number;
}

@ObjectType({ description: 'A count by name: a device class, browser, operating system or event.' })
class AnalyticsCountRow {
  @Field({ description: 'The device class, browser family, OS or event name.' }) name: string;
  @Field(() => Int, { description: 'Visitors.' }) visitors: number;
  @Field(() => Int, { description: 'Events (page views included for devices, browsers and OS).' }) count: number;
}

@ObjectType({ description: 'Conversion to a lead of the visits of one landing page, source or campaign.' })
class AnalyticsConversionRow {
  @Field({ description: 'landingPage, source or campaign.' }) dimension: string;
  @Field({ description: 'The landing page’s path, the source or the campaign.' }) value: string;
  @Field(() => Int, { description: 'Visits.' }) visits: number;
  @Field(() => Int, { description: 'Visits that ended in a lead.' }) leads: number;
  @Field(() => Float, { description: 'leads / visits, 0 to 1.' }) conversionRate: number;
}

@ObjectType({ description: 'The cookieless analytics of a date range (decision 0063).' })
class AnalyticsSummaryView {
  @Field({ description: 'Start of the range (inclusive).' }) from: string;
  @Field({ description: 'End of the range (exclusive).' }) to: string;
  @Field(() => Int, { description: 'Visitors: the sum of each day’s distinct visitors.' }) visitors: number;
  @Field(() => Int, { description: 'Visits (a visit ends after 30 minutes without activity).' }) visits: number;
  @Field(() => Int, { description: 'Page views.' }) pageviews: number;
  @Field(() => Float, { description: 'Page views per visit.' }) viewsPerVisit: number;
  @Field(() => Float, { description: 'Share of visits with one page and nothing else, 0 to 1.' }) bounceRate: number;
  @Field(() => Int, { description: 'Mean visit duration in seconds.' }) visitDuration: number;
  @Field(() => Int, { description: 'Visits that ended in a lead.' }) leads: number;
  @Field(() => [AnalyticsPageRow], { description: 'Most viewed pages.' }) topPages: AnalyticsPageRow[];
  @Field(() => [AnalyticsPageRow], { description: 'Pages visits began on.' }) entryPages: AnalyticsPageRow[];
  @Field(() => [AnalyticsSourceRow], { description: 'Sources of visits.' }) sources: AnalyticsSourceRow[];
  @Field(() => [AnalyticsCampaignRow], { description: 'UTM campaigns.' }) campaigns: AnalyticsCampaignRow[];
  @Field(() => [AnalyticsCountRow], { description: 'Device classes.' }) devices: AnalyticsCountRow[];
  @Field(() => [AnalyticsCountRow], { description: 'Browser families.' }) browsers: AnalyticsCountRow[];
  @Field(() => [AnalyticsCountRow], { description: 'Operating systems.' }) operatingSystems: AnalyticsCountRow[];
  @Field(() => [AnalyticsCountRow], { description: 'Events other than page views.' }) events: AnalyticsCountRow[];
  @Field(() => [AnalyticsConversionRow], { description: 'Conversion rate per landing page, source and campaign.' })
  conversions: AnalyticsConversionRow[];
}

@Resolver()
export class AnalyticsResolver {
  @Authorized(ALLOW.analytics)
  @Query(() => AnalyticsSummaryView, {
    description:
      'Admin (every staff role, or a token with the ANALYTICS scope): the site analytics of a date range (default: the last 30 days).',
  })
  analyticsSummary(
    @Arg('from', () => String, { nullable: true, description: 'First day (YYYY-MM-DD) or an ISO 8601 time.' }) from: string | null,
    @Arg('to', () => String, { nullable: true, description: 'Last day, inclusive (YYYY-MM-DD), or an ISO 8601 time.' }) to: string | null,
    @Ctx() { services }: RequestContext,
  ) {
    const range = summaryRange({ from: from ?? undefined, to: to ?? undefined }, services.analytics.store.now());
    return services.analytics.summary(range.from, range.to);
  }
}
