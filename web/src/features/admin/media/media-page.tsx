// /admin/media (issue 12): the media library — upload (drag and drop, progress, alt text), search,
// grid or list, copy a file's address, edit its alt text, delete it (refused while in use).
import { useApolloClient } from '@apollo/client/react';
import { Card, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { ButtonLink } from '../../../app/button-link';
import { usePageMeta } from '../../../app/use-page-meta';
import { MediaLibrary } from './media-library';
import { MediaUpload } from './media-upload';
import '../shared/admin.css';
import './media.css';

export function MediaPage() {
  usePageMeta('Media | FinOps Consulting Admin', 'Upload, find and reuse the images and documents of the site.');
  const client = useApolloClient();
  return (
    <div className="admin-page container">
      <header className="admin-page__head">
        <Typography.Title level={1} className="admin-page__title">
          Media
        </Typography.Title>
        <ButtonLink to="/admin" icon={<ArrowLeftOutlined aria-hidden />}>
          Back to Dashboard
        </ButtonLink>
      </header>
      <Card className="admin-card" title="Upload">
        <MediaUpload onUploaded={() => void client.refetchQueries({ include: ['MediaItems'] })} />
      </Card>
      <Card className="admin-card" title="Library">
        <MediaLibrary mode="manage" />
      </Card>
    </div>
  );
}
