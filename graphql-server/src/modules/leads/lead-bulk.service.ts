// Bulk actions of the lead tables (issue 12 for the lead side, decision 0033): set the status, set
// the owner, add a label, erase. Each id goes through the single action (LeadPipelineService.update,
// LeadPrivacyService.eraseLead) with its own checks, transaction and audit entry, so one refusal
// (an unknown id, a lead already at ten labels) never undoes the others. At most 100 distinct ids.
import { InputValidationError } from '../../shared/errors';
import { eachItem, type BulkOutcome } from '../../shared/bulk-content';
import { LEAD_NOT_FOUND_MESSAGE, type LeadKind } from '../../../../schema/validation/lead-pipeline';
import type { AuditActor } from '../audit/audit.service';
import type { LeadPipelineService } from './lead-pipeline.service';
import type { LeadPrivacyService } from './lead-privacy.service';

/** One change for every selected lead: a status, an owner (null clears it) or a label to add. */
export interface LeadBulkChange {
  status?: string | null;
  ownerId?: string | null;
  addLabel?: string | null;
}

export const BULK_CHANGE_MESSAGE = 'Choose one change: a status, an owner or a label to add.';

export class LeadBulkService {
  constructor(
    private readonly pipeline: LeadPipelineService,
    private readonly privacy: LeadPrivacyService,
  ) {}

  async update(kind: LeadKind, ids: readonly string[], change: LeadBulkChange, actor: AuditActor): Promise<BulkOutcome> {
    const asked = [change.status != null, change.ownerId !== undefined, change.addLabel != null].filter(Boolean).length;
    if (asked !== 1) throw new InputValidationError([{ field: 'input', message: BULK_CHANGE_MESSAGE }]);
    return eachItem(ids, LEAD_NOT_FOUND_MESSAGE, async (id) => {
      const lead = await this.pipeline.find(kind, id);
      const input =
        change.status != null
          ? { status: change.status }
          : change.addLabel != null
            ? { labels: [...lead.labels, change.addLabel] }
            : { ownerId: change.ownerId ?? null };
      try {
        await this.pipeline.update(kind, id, input, actor);
      } catch (error) {
        throw Object.assign(error as Error, { title: lead.name });
      }
      return lead.name;
    });
  }

  /** Each lead erased as the single erasure does (rows, notes, deliveries, outbox files). */
  erase(kind: LeadKind, ids: readonly string[], actor: AuditActor): Promise<BulkOutcome> {
    return eachItem(ids, LEAD_NOT_FOUND_MESSAGE, async (id) => {
      await this.privacy.eraseLead(kind, id, actor);
      return id;
    });
  }
}
