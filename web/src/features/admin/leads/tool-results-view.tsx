// The calculator/simulator/quiz results a visitor attached. Results of a known tool are drawn as the
// site drew them (site-tool-results.tsx, loaded lazily); what the visitor entered, and results of
// any other shape, are labelled lines (the same lines as the sales e-mail: schema/format/
// tool-results.ts). Used by the contact tab and the lead detail.
import { lazy, Suspense } from 'react';
import { Descriptions, Empty, Skeleton, Typography } from 'antd';
import { parseToolResults } from '../../../../../schema/format/tool-result-shapes';
import { summarizeToolResults } from '../../../../../schema/format/tool-results';

const SiteToolResults = lazy(() => import('./site-tool-results'));

export function ToolResultsView({ toolResults }: { toolResults: Record<string, unknown> | null | undefined }) {
  const tool = summarizeToolResults(toolResults);
  if (!tool) return null;
  const known = parseToolResults(toolResults);
  // A known tool's results are drawn; its inputs stay as lines.
  const sections = known ? tool.sections.filter((section) => section.title === 'Inputs') : tool.sections;
  return (
    <section className="admin-tool-results" aria-label="Tool results">
      <Typography.Title level={3} className="admin-request__heading">
        Tool results{tool.tool ? `: ${tool.tool}` : ''}
      </Typography.Title>
      {tool.summary && <Typography.Paragraph strong>{tool.summary}</Typography.Paragraph>}
      {sections.map((section) => (
        <Descriptions
          key={section.title}
          title={section.title}
          size="small"
          bordered
          column={{ xs: 1, md: 2 }}
          className="admin-request__facts"
          items={section.lines.map((line) => ({ key: line.key, label: line.label, children: line.value }))}
        />
      ))}
      {known && (
        <Suspense fallback={<Skeleton active paragraph={{ rows: 4 }} />}>
          <SiteToolResults tool={known} />
        </Suspense>
      )}
      {!known && sections.length === 0 && !tool.summary && (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No details attached." />
      )}
    </section>
  );
}
