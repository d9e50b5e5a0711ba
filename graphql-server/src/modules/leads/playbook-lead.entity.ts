import { Entity, Index } from 'typeorm';
import { ObjectType } from 'type-graphql';
import { LeadRecord } from './lead-record';

@Entity({ name: 'playbook_leads' })
@Index('IDX_playbook_leads_sync', { synchronize: false }) // (updatedAt, id), the sync feed's order: migration 1795402800000
// Finds a recent submission of the same address (the 10-minute duplicate rule).
@Index('IDX_playbook_leads_email_created', ['email', 'createdAt'])
@Index('IDX_playbook_leads_created_at', ['createdAt'])
@Index('IDX_playbook_leads_created_id', { synchronize: false }) // (createdAt DESC, id): migration 1795365475552
@ObjectType({ description: 'A visitor who asked for the free playbook chapter. Personal data: admins only.' })
// Its form asks only for what every lead has (LeadRecord).
export class PlaybookLead extends LeadRecord {}
