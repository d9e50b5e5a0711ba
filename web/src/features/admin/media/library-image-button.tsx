// The rich-text toolbar's "Insert image from library": the picker (images only), then the chosen
// image's article-sized WebP variant with its alt text goes to `onInsert`.
import { useState } from 'react';
import { Button, Tooltip } from 'antd';
import { FileImageOutlined } from '@ant-design/icons';
import { MediaPickerModal } from './media-picker-modal';
import { articleImageOf } from './media-values';

export function LibraryImageButton({ onInsert }: { onInsert: (image: { src: string; alt: string }) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Tooltip title="Insert image from library" mouseEnterDelay={0.5}>
        <Button
          size="small"
          type="text"
          aria-label="Insert image from library"
          icon={<FileImageOutlined />}
          onClick={() => setOpen(true)}
        />
      </Tooltip>
      <MediaPickerModal
        open={open}
        imagesOnly
        title="Insert image from library"
        onClose={() => setOpen(false)}
        onPick={(item) => onInsert({ src: articleImageOf(item), alt: item.alt })}
      />
    </>
  );
}
