// The lead detail's "Came from" card (issue 32): the visit's story in one sentence, then its facts.
import { Card, Descriptions, Typography } from 'antd';
import type { AdminLeadDetailFragment } from '../../../graphql/generated';
import { attributionStory } from './attribution-story';

type Attribution = AdminLeadDetailFragment['attribution'];

export function LeadAttributionCard({ attribution }: { attribution: Attribution }) {
  const story = attributionStory(attribution);
  const fields = [
    ['Landing page', attribution.landingPage],
    ['Referrer', attribution.referrer],
    ['utm_source', attribution.utmSource],
    ['utm_medium', attribution.utmMedium],
    ['utm_campaign', attribution.utmCampaign],
    ['utm_term', attribution.utmTerm],
    ['utm_content', attribution.utmContent],
    ['Pages before the lead', attribution.pagesBeforeLead?.join(' → ')],
  ].filter((field): field is [string, string] => Boolean(field[1]));
  return (
    <Card className="admin-card" title="Came from">
      {story ? (
        <Typography.Paragraph>{story}</Typography.Paragraph>
      ) : (
        <Typography.Text type="secondary">Unknown: the visit was not measured (Do Not Track, or before analytics).</Typography.Text>
      )}
      {fields.length > 0 && (
        <Descriptions size="small" bordered column={1} items={fields.map(([label, value]) => ({ key: label, label, children: value }))} />
      )}
    </Card>
  );
}
