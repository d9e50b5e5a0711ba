// /admin/pages/privacy (issue 14): the privacy policy's title and text, in the article editor. The
// server keeps the article HTML allow-list; the public page is /privacy.
import { useState } from 'react';
import { Button, Card, Form, Input, Space, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { sitePageSchema } from '../../../../../schema/validation/site-pages';
import { validateInput } from '../../../../../schema/validation/validate';
import { ButtonLink } from '../../../app/button-link';
import { useAdminToast } from '../../../app/use-admin-toast';
import { usePageMeta } from '../../../app/use-page-meta';
import { PrivacyPageDocument, useAdminPrivacyPageQuery, useAdminUpdateSitePageMutation } from '../../../graphql/generated';
import { formFieldErrors, messageOr } from '../shared/admin-errors';
import { RichTextEditor } from './rich-text-editor';
import '../shared/admin.css';

function PrivacyForm({ title: initialTitle, html: initialHtml }: { title: string; html: string }) {
  const toast = useAdminToast();
  const [title, setTitle] = useState(initialTitle);
  const [html, setHtml] = useState(initialHtml);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [update, { loading }] = useAdminUpdateSitePageMutation({ refetchQueries: [PrivacyPageDocument] });
  const save = async () => {
    try {
      const input = await validateInput(sitePageSchema, { title, html });
      setErrors({});
      const result = await update({ variables: { slug: 'privacy', input } });
      if (result.error) throw result.error;
      toast.success('Privacy policy saved');
    } catch (error) {
      const fields = formFieldErrors(error);
      setErrors(fields);
      if (Object.keys(fields).length === 0) toast.error('Error', messageOr(error, 'Could not save the privacy policy'));
    }
  };
  return (
    <Form layout="vertical" onFinish={() => void save()}>
      <Form.Item label="Title" htmlFor="privacy-title" validateStatus={errors.title ? 'error' : undefined} help={errors.title}>
        <Input id="privacy-title" value={title} onChange={(e) => setTitle(e.target.value)} />
      </Form.Item>
      <Form.Item label="Content" htmlFor="privacy-html" validateStatus={errors.html ? 'error' : undefined} help={errors.html}>
        <RichTextEditor id="privacy-html" value={html} onChange={setHtml} onBlur={() => undefined} invalid={!!errors.html} />
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit" loading={loading}>
          Save
        </Button>
        <ButtonLink to="/privacy">View page</ButtonLink>
      </Space>
    </Form>
  );
}

export function PrivacyEditorPage() {
  usePageMeta('Privacy Policy | FinOps Consulting Admin', 'Edit the privacy policy the lead forms link to.');
  const { data, error } = useAdminPrivacyPageQuery({ fetchPolicy: 'network-only' });
  const page = data?.sitePage;
  return (
    <div className="admin-page container">
      <ButtonLink to="/admin" type="link" icon={<ArrowLeftOutlined aria-hidden />} className="admin-editor__back">
        Back to Dashboard
      </ButtonLink>
      <Typography.Title level={1} className="admin-page__title">
        Privacy Policy
      </Typography.Title>
      {error && <Typography.Text type="danger">{messageOr(error, 'Could not load the page')}</Typography.Text>}
      <Card className="admin-card">{page && <PrivacyForm key={page.updatedAt} title={page.title} html={page.html} />}</Card>
    </div>
  );
}
