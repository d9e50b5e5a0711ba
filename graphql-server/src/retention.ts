// The scheduled retention run (issue 14), shared by every kind of record that ages out: the audit
// log (AUDIT_RETENTION_DAYS), leads (LEAD_RETENTION_DAYS, unset: kept) and the delivery log with
// its outbox files (DELIVERY_LOG_RETENTION_DAYS, default 90), and the sync feeds' tombstones
// (TOMBSTONE_RETENTION_DAYS, default 90; decision 0028). main.ts runs it at start and every
// 6 hours; the leads part holds an advisory lock, so of several instances one does it at a time.
// Only counts are logged.
import { log } from './logger';
import type { Services } from './services';

export async function runRetention(
  services: Pick<Services, 'audit' | 'leadPrivacy' | 'sync' | 'analytics' | 'idempotency'>,
  now = new Date(),
): Promise<void> {
  try {
    const audit = await services.audit.prune(now);
    const tombstones = await services.sync.prune(now);
    // Answers of keyed writes past their day (decision 0067).
    await services.idempotency.prune(now);
    // Analytics (ANALYTICS_RAW_RETENTION_DAYS, decision 0063): roll-ups, then old day partitions and past salts.
    const analytics = await services.analytics.prune(now);
    log().info({ analyticsPartitions: analytics.partitions }, 'Analytics retention done');
    const leads = await services.leadPrivacy.prune(now);
    if (!leads) {
      log().info({ auditEntries: audit, tombstones }, 'Retention: another instance is cleaning up leads and deliveries');
      return;
    }
    log().info(
      { auditEntries: audit, tombstones, leads: leads.leads, deliveries: leads.deliveries, outboxFiles: leads.files },
      'Retention cleanup done',
    );
  } catch (error) {
    log().error({ err: error }, 'Retention cleanup failed');
  }
}
