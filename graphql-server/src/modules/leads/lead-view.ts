// A lead's detail as both transports answer it: the lead's own fields, flattened, and its record.
import type { ContactRequest } from './contact-request.entity';
import type { LeadDetail } from './lead-pipeline.service';
import { UNKNOWN_ATTRIBUTION, type LeadAttribution } from '../../../../schema/analytics-events';

/** A lead's attribution with every field present (null where unknown), whatever was stored. */
function attributionOf(stored: LeadAttribution | null | undefined): LeadAttribution {
  return { ...UNKNOWN_ATTRIBUTION, ...(stored ?? {}) };
}

export function presentLead({ lead, kind, ...record }: LeadDetail) {
  const contact = kind === 'contact' ? (lead as ContactRequest) : null;
  return {
    ...record,
    kind,
    id: lead.id,
    name: lead.name,
    email: lead.email,
    company: lead.company,
    cloudSpending: contact?.cloudSpending ?? null,
    message: contact?.message ?? null,
    privacyConsent: contact?.privacyConsent ?? null,
    toolResults: contact?.toolResults ?? null,
    createdAt: lead.createdAt,
    status: lead.status,
    ownerId: lead.ownerId,
    labels: lead.labels,
    version: lead.version,
    updatedAt: lead.updatedAt,
    attribution: attributionOf(lead.attribution),
  };
}
