import { Button, Tooltip, Typography } from 'antd';

// Renders, once and out of sight, the antd components whose markup the plain look-alikes in this
// folder copy (titles, paragraphs, link buttons) and the tooltip the server leaves out (glossary
// terms), so antd registers their styles even on a page
// that renders none of them itself: on the server into the shared stylesheet (entry-server.tsx
// warmUp), in the browser when the page did not arrive server-rendered (main.tsx).
export function StylePrimer() {
  return (
    <div hidden aria-hidden="true">
      <Typography.Title level={1} />
      <Typography.Title level={2} />
      <Typography.Title level={3} />
      <Typography.Title level={4} />
      <Typography.Title level={5} />
      <Typography.Paragraph />
      <Button type="primary" />
      <Button type="link" />
      <Button type="text" />
      <Tooltip title="">
        <span />
      </Tooltip>
    </div>
  );
}
