// Every migration, in order. Add new ones at the end; never edit one that has shipped.
import { InitialSchema1763800000000 } from './1763800000000-initial-schema';
import { LeadDelivery1763900000000 } from './1763900000000-lead-delivery';
import { ApiTokens1763920000000 } from './1763920000000-api-tokens';
import { RateLimits1763950000000 } from './1763950000000-rate-limits';
import { SearchAndListIndexes1795365475552 } from './1795365475552-search-and-list-indexes';
import { SanitizeStoredArticles1795365739598 } from './1795365739598-sanitize-stored-articles';
import { ResourceDownloadMarks1795367100000 } from './1795367100000-resource-download-marks';
import { Sessions1795367314404 } from './1795367314404-sessions';
import { TeamAccounts1795376961466 } from './1795376961466-team-accounts';
import { EditorialStates1795380000000 } from './1795380000000-editorial-states';
import { LeadPipelinePrivacy1795388151460 } from './1795388151460-lead-pipeline-privacy';
import { TwoFactorSignIn1795388219789 } from './1795388219789-two-factor-sign-in';
import { MediaLibrary1795388372183 } from './1795388372183-media-library';
import { PostRevisions1795393870727 } from './1795393870727-post-revisions';
import { PreviewsAndRedirects1795398000000 } from './1795398000000-previews-and-redirects';
import { WebhookEventsRotation1795400029000 } from './1795400029000-webhook-events-rotation';
import { SyncFeeds1795402800000 } from './1795402800000-sync-feeds';
import { PostPendingChanges1795420000000 } from './1795420000000-post-pending-changes';
import { ScheduledPublishEvents1795425000000 } from './1795425000000-scheduled-publish-events';
import { AccountTakeoverDefences1795440000000 } from './1795440000000-account-takeover-defences';
import { PagesFromBlocks1795460000000 } from './1795460000000-pages-from-blocks';
import { StarterPages1795460000001 } from './1795460000001-starter-pages';
import { SiteMenus1795460000002 } from './1795460000002-site-menus';
import { IntegratorApiV31795470000000 } from './1795470000000-integrator-api-v3';
import { ApiTokenWriteScopes1795470000001 } from './1795470000001-api-token-write-scopes';
import { CookielessAnalytics1795480000000 } from './1795480000000-cookieless-analytics';
import { HomePage1795490000000 } from './1795490000000-home-page';
import { IdempotencyKeys1795495000000 } from './1795495000000-idempotency-keys';
import { IntegratorWriteScopes1795495000001 } from './1795495000001-integrator-write-scopes';
import { Experiments1795510000000 } from './1795510000000-experiments';
import { AnalyticsRollups1795520000000 } from './1795520000000-analytics-rollups';
import { PageUnpublishedTombstones1795530000000 } from './1795530000000-page-unpublished-tombstones';
import { PagePendingChanges1795560000000 } from './1795560000000-page-pending-changes';
import { DeliveryConfirmationsIndex1795570000000 } from './1795570000000-delivery-confirmations-index';
import { SiteFooter1795600000000 } from './1795600000000-site-footer';
import { PageScheduledChanges1795610000000 } from './1795610000000-page-scheduled-changes';
import { PagePreviewLinks1795630000000 } from './1795630000000-page-preview-links';
import { RoutePagesContent1795660000000 } from './1795660000000-route-pages-content';
import { AuditDetails1795670000000 } from './1795670000000-audit-details';

// TypeORM runs them in timestamp order (the number in each name).
export const MIGRATIONS: Function[] = [
  InitialSchema1763800000000,
  LeadDelivery1763900000000,
  ApiTokens1763920000000,
  RateLimits1763950000000,
  SearchAndListIndexes1795365475552,
  SanitizeStoredArticles1795365739598,
  ResourceDownloadMarks1795367100000,
  Sessions1795367314404,
  TeamAccounts1795376961466,
  EditorialStates1795380000000,
  LeadPipelinePrivacy1795388151460,
  TwoFactorSignIn1795388219789,
  MediaLibrary1795388372183,
  PostRevisions1795393870727,
  PreviewsAndRedirects1795398000000,
  WebhookEventsRotation1795400029000,
  SyncFeeds1795402800000,
  PostPendingChanges1795420000000,
  ScheduledPublishEvents1795425000000,
  AccountTakeoverDefences1795440000000,
  PagesFromBlocks1795460000000,
  StarterPages1795460000001,
  SiteMenus1795460000002,
  IntegratorApiV31795470000000,
  ApiTokenWriteScopes1795470000001,
  CookielessAnalytics1795480000000,
  HomePage1795490000000,
  IdempotencyKeys1795495000000,
  IntegratorWriteScopes1795495000001,
  Experiments1795510000000,
  AnalyticsRollups1795520000000,
  PageUnpublishedTombstones1795530000000,
  PagePendingChanges1795560000000,
  DeliveryConfirmationsIndex1795570000000,
  SiteFooter1795600000000,
  PageScheduledChanges1795610000000,
  PagePreviewLinks1795630000000,
  RoutePagesContent1795660000000,
  AuditDetails1795670000000,
];
