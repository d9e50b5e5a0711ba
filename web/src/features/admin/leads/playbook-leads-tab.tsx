// Dashboard tab 'Playbook Leads' (SPEC §2; sortable, bulk actions: decision 0033): Name, Email (a mailto link), Company, Date;
// the toolbar's Export CSV downloads every lead matching the search (REST export, cookie-signed).
import { AdminPlaybookLeadsDocument, type AdminPlaybookLeadsQuery } from '../../../graphql/generated';
import { filterPlaybookLeads } from '../shared/admin-search';
import { useAdminList } from '../shared/use-admin-list';
import { PLAYBOOK_LEAD_SORT_COLUMNS } from '../../../../../schema/validation/list-sort';
import { useLeadFilters } from './lead-filters';
import { leadColumns, LeadTable } from './lead-table';

type PlaybookLead = AdminPlaybookLeadsQuery['playbookLeads']['items'][number];

const columns = leadColumns<PlaybookLead>('PLAYBOOK');

export function PlaybookLeadsTab() {
  const { filters, bar } = useLeadFilters();
  const list = useAdminList({
    filters,
    things: 'playbook leads',
    document: AdminPlaybookLeadsDocument,
    select: (data) => data.playbookLeads,
    filter: filterPlaybookLeads,
  });
  return <LeadTable kind="PLAYBOOK" list={list} filters={filters} bar={bar} columns={columns} sortColumns={PLAYBOOK_LEAD_SORT_COLUMNS} />;
}
