// The library's files as a grid or a list, with search and pages. On the Media screen each file
// offers Copy URL, its alt text (editable) and Delete (refused while in use: the server says
// where); in the picker, Choose. A failed load says so, with Try again (not "No files yet.").
import { useState } from 'react';
import { Alert, Button, Empty, Input, Pagination, Popconfirm, Segmented, Space, Spin, Typography } from 'antd';
import { AppstoreOutlined, BarsOutlined, CopyOutlined, DeleteOutlined, FileOutlined } from '@ant-design/icons';
import { MEDIA_PAGE_SIZE } from '../../../../../schema/validation/paging';
import { useDeleteMediaMutation, useMediaItemsQuery, useUpdateMediaAltMutation } from '../../../graphql/generated';
import { useAdminToast } from '../../../app/use-admin-toast';
import { messageOr } from '../shared/admin-errors';
import { absoluteMediaUrl, formatBytes, thumbnailOf, type MediaItem } from './media-values';

interface MediaLibraryProps {
  /** 'pick': a Choose button per file (the editors' picker); 'manage': the Media screen's actions. */
  mode: 'manage' | 'pick';
  onPick?: (item: MediaItem) => void;
  /** Only images (cover fields, the article's images). */
  imagesOnly?: boolean;
}

export function MediaLibrary({ mode, onPick, imagesOnly }: MediaLibraryProps) {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [view, setView] = useState<'grid' | 'list'>('grid');
  const { data, loading, error, refetch } = useMediaItemsQuery({
    variables: { search, page, pageSize: MEDIA_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const items = (data?.mediaItems.items ?? []).filter((item) => !imagesOnly || item.kind === 'image');
  return (
    <section className="media-library" aria-label="Media library">
      <Space wrap className="media-library__toolbar">
        <Input.Search
          allowClear
          aria-label="Search media"
          placeholder="Search by alt text or file name"
          onSearch={(value) => {
            setSearch(value.trim());
            setPage(1);
          }}
        />
        <Segmented
          aria-label="View"
          value={view}
          onChange={(value) => setView(value as 'grid' | 'list')}
          options={[
            { value: 'grid', icon: <AppstoreOutlined aria-hidden />, label: 'Grid' },
            { value: 'list', icon: <BarsOutlined aria-hidden />, label: 'List' },
          ]}
        />
      </Space>
      {error && !data ? (
        <Alert
          type="error"
          showIcon
          title="Could not load the files"
          description="Please try again."
          action={
            <Button size="small" onClick={() => void refetch().catch(() => undefined)}>
              Try again
            </Button>
          }
        />
      ) : loading && !data ? (
        <div aria-busy="true" aria-label="Loading files">
          <Spin />
        </div>
      ) : items.length === 0 ? (
        <Empty description={search ? 'No files match your search.' : 'No files yet.'} />
      ) : (
        <ul className={`media-library__items media-library__items--${view}`}>
          {items.map((item) => (
            <li key={item.id} className="media-card">
              {item.kind === 'image' ? (
                <img className="media-card__thumb" src={thumbnailOf(item)} alt={item.alt} loading="lazy" />
              ) : (
                <FileOutlined className="media-card__thumb media-card__thumb--file" aria-hidden />
              )}
              <MediaCardBody item={item} mode={mode} onPick={onPick} />
            </li>
          ))}
        </ul>
      )}
      <Pagination
        current={page}
        pageSize={MEDIA_PAGE_SIZE}
        total={data?.mediaItems.totalCount ?? 0}
        onChange={setPage}
        hideOnSinglePage
        showSizeChanger={false}
      />
    </section>
  );
}

function MediaCardBody({ item, mode, onPick }: { item: MediaItem; mode: 'manage' | 'pick'; onPick?: (item: MediaItem) => void }) {
  const toast = useAdminToast();
  const [updateAlt] = useUpdateMediaAltMutation();
  const [remove, { loading: removing }] = useDeleteMediaMutation({ refetchQueries: ['MediaItems'] });
  const saveAlt = async (alt: string) => {
    try {
      await updateAlt({ variables: { id: item.id, alt } });
      toast.success('Alt text saved');
    } catch (error) {
      toast.error('Alt text not saved', messageOr(error, 'Please try again.'));
    }
  };
  const copy = async () => {
    await navigator.clipboard?.writeText(absoluteMediaUrl(item.url));
    toast.success('URL copied', absoluteMediaUrl(item.url));
  };
  const del = async () => {
    try {
      await remove({ variables: { id: item.id } });
      toast.success('File deleted', item.originalName);
    } catch (error) {
      toast.error('File not deleted', messageOr(error, 'Please try again.'));
    }
  };
  return (
    <div className="media-card__body">
      <Typography.Text strong ellipsis={{ tooltip: item.originalName }} className="media-card__name">
        {item.originalName}
      </Typography.Text>
      <Typography.Text type="secondary" className="media-card__meta">
        {item.width ? `${item.width}×${item.height} · ` : ''}
        {formatBytes(item.size)}
      </Typography.Text>
      {mode === 'manage' ? (
        <>
          <Typography.Paragraph
            className="media-card__alt"
            editable={{ onChange: (alt) => void saveAlt(alt), text: item.alt, triggerType: ['icon'], tooltip: 'Edit alt text' }}
          >
            {item.alt || <Typography.Text type="secondary">No alt text</Typography.Text>}
          </Typography.Paragraph>
          <Space size={4} wrap>
            <Button size="small" icon={<CopyOutlined aria-hidden />} onClick={() => void copy()}>
              Copy URL
            </Button>
            <Popconfirm title="Delete this file?" okText="Delete" okButtonProps={{ danger: true }} onConfirm={() => del()}>
              <Button size="small" danger icon={<DeleteOutlined aria-hidden />} loading={removing}>
                Delete
              </Button>
            </Popconfirm>
          </Space>
        </>
      ) : (
        <Button size="small" type="primary" onClick={() => onPick?.(item)} aria-label={`Choose ${item.originalName}`}>
          Choose
        </Button>
      )}
    </div>
  );
}
