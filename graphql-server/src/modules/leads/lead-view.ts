// A lead's detail as both transports answer it: the lead's own fields, flattened, and its record.
import type { ContactRequest } from './contact-request.entity';
import type { LeadDetail } from './lead-pipeline.service';
import { attributionOf } from '../../../../schema/analytics-events';

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
