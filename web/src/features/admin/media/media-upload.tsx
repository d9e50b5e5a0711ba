// Drag-and-drop upload to POST /api/admin/media (multipart, the session cookie), with antd's
// progress bar and the alt text sent along; images need alt text before they go.
import { useState } from 'react';
import { Form, Input, Upload } from 'antd';
import { InboxOutlined } from '@ant-design/icons';
import type { UploadProps } from 'antd';
import { MEDIA_ACCEPT, MEDIA_ALT_MAX_LENGTH, MEDIA_MESSAGES } from '../../../../../schema/validation/media';
import { useAdminToast } from '../../../app/use-admin-toast';
import { startsLikeImage, type MediaItem } from './media-values';

export function MediaUpload({ onUploaded }: { onUploaded: (item: MediaItem) => void }) {
  const [alt, setAlt] = useState('');
  const toast = useAdminToast();
  const props: UploadProps = {
    name: 'file',
    action: '/api/admin/media',
    withCredentials: true,
    accept: MEDIA_ACCEPT,
    multiple: false,
    data: () => ({ alt }),
    beforeUpload: async (file) => {
      // A file named as an image whose bytes are something else: its type is refused, not its alt text.
      if (file.type.startsWith('image/') && !startsLikeImage(new Uint8Array(await file.slice(0, 16).arrayBuffer()))) {
        toast.error('Upload failed', MEDIA_MESSAGES.typeRefused);
        return Upload.LIST_IGNORE;
      }
      if (file.type.startsWith('image/') && !alt.trim()) {
        toast.error('Upload failed', MEDIA_MESSAGES.altRequired);
        return Upload.LIST_IGNORE;
      }
      return true;
    },
    onChange: ({ file }) => {
      if (file.status === 'done') {
        toast.success('File uploaded', file.name);
        setAlt('');
        onUploaded(file.response as MediaItem);
      } else if (file.status === 'error') {
        const message = (file.response as { message?: string } | undefined)?.message;
        toast.error('Upload failed', message ?? 'The file could not be uploaded. Please try again.');
      }
    },
  };
  return (
    <div className="media-upload">
      <Form layout="vertical" component="div">
        <Form.Item label="Alt text (required for images)" htmlFor="media-alt">
          <Input
            id="media-alt"
            value={alt}
            maxLength={MEDIA_ALT_MAX_LENGTH}
            onChange={(event) => setAlt(event.target.value)}
            placeholder="Describe the image for readers who cannot see it"
          />
        </Form.Item>
      </Form>
      <Upload.Dragger {...props}>
        <p className="ant-upload-drag-icon">
          <InboxOutlined aria-hidden />
        </p>
        <p className="ant-upload-text">Click or drag a file here to upload</p>
        <p className="ant-upload-hint">Images (JPEG, PNG, WebP, AVIF, GIF, SVG) up to 10 MB; PDF, DOCX, PPTX, XLSX or ZIP up to 50 MB.</p>
      </Upload.Dragger>
    </div>
  );
}
