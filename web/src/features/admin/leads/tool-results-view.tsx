// The calculator/simulator/quiz results a visitor attached, as readable sections (the same lines
// as the sales e-mail: schema/format/tool-results.ts). Used by the contact tab and the lead detail.
import { Descriptions, Empty, Typography } from 'antd';
import { summarizeToolResults } from '../../../../../schema/format/tool-results';

export function ToolResultsView({ toolResults }: { toolResults: Record<string, unknown> | null | undefined }) {
  const tool = summarizeToolResults(toolResults);
  if (!tool) return null;
  return (
    <section>
      <Typography.Title level={3} className="admin-request__heading">
        Tool results{tool.tool ? `: ${tool.tool}` : ''}
      </Typography.Title>
      {tool.summary && <Typography.Paragraph strong>{tool.summary}</Typography.Paragraph>}
      {tool.sections.map((section) => (
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
      {tool.sections.length === 0 && !tool.summary && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No details attached." />}
    </section>
  );
}
