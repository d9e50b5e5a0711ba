// /admin/leads/:kind/:id (issue 14): one lead's record — its facts and tool results, the pipeline
// (status, owner, labels), notes, where its visit came from, the consent record, the delivery timeline, the other submissions
// of the address and, for Owner and Administrators, the privacy requests.
import { Col, Result, Row, Skeleton, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useParams } from 'react-router-dom';
import { ButtonLink } from '../../../app/button-link';
import { usePageMeta } from '../../../app/use-page-meta';
import { useAdminLeadQuery, type LeadKind } from '../../../graphql/generated';
import { usePermissions } from '../../../app/use-permissions';
import { errorCode, messageOr } from '../shared/admin-errors';
import { ConsentRecord, LeadFacts, OtherLeads } from './lead-facts';
import { LeadAttributionCard } from './lead-attribution';
import { LeadNotes } from './lead-notes';
import { LeadPipelineForm } from './lead-pipeline-form';
import { LeadPrivacyActions } from './lead-privacy-actions';
import { LeadStatusTag } from './lead-status';
import { LeadTimeline } from './lead-timeline';
import '../shared/admin.css';

export function LeadDetailPage() {
  usePageMeta('Lead | FinOps Consulting Admin', 'A lead, its pipeline, notes, consent record and deliveries.');
  const params = useParams();
  const kind: LeadKind | null = params.kind === 'contact' ? 'CONTACT' : params.kind === 'playbook' ? 'PLAYBOOK' : null;
  const { can } = usePermissions();
  const { data, loading, error, refetch } = useAdminLeadQuery({
    variables: { kind: kind ?? 'PLAYBOOK', id: params.id ?? '' },
    skip: !kind,
    fetchPolicy: 'cache-and-network',
  });
  const lead = data?.lead;
  const tab = kind === 'CONTACT' ? 'contact-requests' : 'playbook-leads';
  const back = (
    <ButtonLink to={`/admin?tab=${tab}`} type="link" icon={<ArrowLeftOutlined aria-hidden />} className="admin-editor__back">
      Back to {kind === 'CONTACT' ? 'Contact Requests' : 'Playbook Leads'}
    </ButtonLink>
  );
  if (!kind || (error && errorCode(error) === 'NOT_FOUND')) {
    return (
      <div className="admin-page container">
        {back}
        <Result status="404" title="Lead not found" subTitle="It may have been erased." />
      </div>
    );
  }
  return (
    <div className="admin-page container">
      {back}
      <header className="admin-page__head">
        <Typography.Title level={1} className="admin-page__title">
          {lead ? lead.name : 'Lead'} {lead && <LeadStatusTag status={lead.status} />}
        </Typography.Title>
      </header>
      {error && <Typography.Text type="danger">{messageOr(error, 'Could not load the lead')}</Typography.Text>}
      {loading && !lead && <Skeleton active />}
      {lead && (
        <Row gutter={[16, 16]} className="admin-lead">
          <Col xs={24} lg={15}>
            <LeadFacts lead={lead} />
            <LeadTimeline deliveries={lead.deliveries} />
            <LeadNotes lead={lead} onAdded={() => refetch()} />
          </Col>
          <Col xs={24} lg={9}>
            <LeadPipelineForm key={`${lead.id}-${lead.status}-${lead.ownerId ?? ''}`} lead={lead} />
            <LeadAttributionCard attribution={lead.attribution} />
            <ConsentRecord consent={lead.consent} />
            <OtherLeads leads={lead.otherLeads} />
            {can('leadPrivacy') && <LeadPrivacyActions lead={lead} />}
          </Col>
        </Row>
      )}
    </div>
  );
}
