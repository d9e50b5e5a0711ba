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

@ObjectType({ description: 'Conversion to a lead of the visits of one landing page, source, campaign, article or tool.' })
class AnalyticsConversionRow {
  @Field({ description: 'landingPage, source, campaign, article (visits that read it) or tool (visits that used it).' }) dimension: string;
  @Field({ description: 'The landing page’s or article’s path, the source, the campaign or the tool’s event name.' }) value: string;
  @Field(() => Int, { description: 'Visits.' }) visits: number;
  @Field(() => Int, { description: 'Visits that ended in a lead.' }) leads: number;
  @Field(() => Float, { description: 'leads / visits, 0 to 1.' }) conversionRate: number;
}

@ObjectType({ description: 'One bucket of the range: a UTC day, or an hour for ranges of two days or less.' })
class AnalyticsSeriesPoint {
  @Field({ description: 'Start of the bucket (ISO 8601, UTC).' }) at: string;
  @Field(() => Int, { description: 'Visitors.' }) visitors: number;
  @Field(() => Int, { description: 'Visits that began in the bucket.' }) visits: number;
  @Field(() => Int, { description: 'Page views of those visits.' }) pageviews: number;
  @Field(() => Int, { description: 'Those visits that ended in a lead.' }) leads: number;
}

@ObjectType({ description: 'A step of the funnel landed → used a tool → started a form → lead (each step also took the ones before).' })
class AnalyticsFunnelStep {
  @Field({ description: 'landed, usedTool, startedForm or lead.' }) step: string;
  @Field(() => Int, { description: 'Visits that reached the step.' }) visits: number;
  @Field(() => Float, { description: 'Share of the first step’s visits, 0 to 1.' }) ofFirst: number;
  @Field(() => Float, { description: 'Share of the previous step’s visits lost here, 0 to 1.' }) dropOff: number;
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
  @Field({ description: 'day or hour: the buckets of series.' }) interval: string;
  @Field(() => [AnalyticsSeriesPoint], { description: 'Visitors, visits, page views and leads per bucket, oldest first.' })
  series: AnalyticsSeriesPoint[];
  @Field(() => [AnalyticsPageRow], { description: 'Pages visits began on.' }) entryPages: AnalyticsPageRow[];
  @Field(() => [AnalyticsPageRow], { description: 'Pages visits ended on (pageviews: visits that ended there).' })
  exitPages: AnalyticsPageRow[];
  @Field(() => [AnalyticsSourceRow], { description: 'Sources of visits.' }) sources: AnalyticsSourceRow[];
  @Field(() => [AnalyticsSourceRow], { description: 'Referring sites (domains) of visits.' }) referrers: AnalyticsSourceRow[];
  @Field(() => [AnalyticsCampaignRow], { description: 'UTM campaigns.' }) campaigns: AnalyticsCampaignRow[];
  @Field(() => [AnalyticsCountRow], { description: 'Device classes.' }) devices: AnalyticsCountRow[];
  @Field(() => [AnalyticsCountRow], { description: 'Browser families.' }) browsers: AnalyticsCountRow[];
  @Field(() => [AnalyticsCountRow], { description: 'Operating systems.' }) operatingSystems: AnalyticsCountRow[];
  @Field(() => [AnalyticsCountRow], { description: 'Events other than page views.' }) events: AnalyticsCountRow[];
  @Field(() => [AnalyticsConversionRow], { description: 'Conversion rate per landing page, source, campaign, article read and tool used.' })
  conversions: AnalyticsConversionRow[];
  @Field(() => [AnalyticsFunnelStep], { description: 'The funnel landed → used a tool → started a form → lead.' })
  funnel: AnalyticsFunnelStep[];
}

@ObjectType({ description: 'A minute of the realtime view.' })
class AnalyticsMinute {
  @Field({ description: 'Start of the minute (ISO 8601).' }) minute: string;
  @Field(() => Int, { description: 'Page views.' }) pageviews: number;
  @Field(() => Int, { description: 'Visitors.' }) visitors: number;
}

@ObjectType({ description: 'Visitors of a source in the realtime view.' })
class AnalyticsRealtimeSource {
  @Field({ description: 'utm_source, the referrer’s domain, or (direct).' }) source: string;
  @Field(() => Int, { description: 'Visitors.' }) visitors: number;
}

@ObjectType({ description: 'The last 30 minutes.' })
class AnalyticsRealtimeView {
  @Field({ description: 'Now (the end of the window).' }) at: string;
  @Field(() => Int, { description: 'Visitors in the last 30 minutes.' }) visitors: number;
  @Field(() => Int, { description: 'Page views in the last 30 minutes.' }) pageviews: number;
  @Field(() => Int, { description: 'Other events in the last 30 minutes.' }) events: number;
  @Field(() => [AnalyticsMinute], { description: 'Thirty minutes, oldest first.' }) perMinute: AnalyticsMinute[];
  @Field(() => [AnalyticsPageRow], { description: 'Most viewed pages.' }) topPages: AnalyticsPageRow[];
  @Field(() => [AnalyticsRealtimeSource], { description: 'Where the visitors came from.' }) sources: AnalyticsRealtimeSource[];
}

@ObjectType({ description: 'A page’s own numbers over a range (an article’s editor, the posts table).' })
class AnalyticsPageNumbers {
  @Field({ description: 'The page’s path.' }) path: string;
  @Field(() => Int, { description: 'Visitors who saw it.' }) visitors: number;
  @Field(() => Int, { description: 'Page views.' }) pageviews: number;
  @Field(() => Int, { description: 'Visits that began on it (raw-event days only).' }) entries: number;
  @Field(() => Int, { description: 'Visits that saw it and ended in a lead (raw-event days only).' }) leads: number;
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

  @Authorized(ALLOW.analytics)
  @Query(() => AnalyticsRealtimeView, { description: 'Admin (staff, or an ANALYTICS token): the last 30 minutes, minute by minute.' })
  analyticsRealtime(@Ctx() { services }: RequestContext) {
    return services.analytics.realtime();
  }

  @Authorized(ALLOW.analytics)
  @Query(() => [AnalyticsPageNumbers], {
    description: 'Admin (staff, or an ANALYTICS token): pages’ own numbers over a range (default: the last 30 days), in the order asked.',
  })
  analyticsPages(
    @Arg('paths', () => [String], { description: '1 to 100 paths, each starting with "/".' }) paths: string[],
    @Arg('from', () => String, { nullable: true, description: 'First day (YYYY-MM-DD) or an ISO 8601 time.' }) from: string | null,
    @Arg('to', () => String, { nullable: true, description: 'Last day, inclusive (YYYY-MM-DD), or an ISO 8601 time.' }) to: string | null,
    @Ctx() { services }: RequestContext,
  ) {
    const range = summaryRange({ from: from ?? undefined, to: to ?? undefined }, services.analytics.store.now());
    return services.analytics.pages(paths, range.from, range.to);
  }
}
