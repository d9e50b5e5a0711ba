// "Choose from library" / "Upload" beside a URL field of an editor: either opens the picker, and
// the chosen file's address becomes the field's value.
import { useState } from 'react';
import { Button, Space } from 'antd';
import { CloudUploadOutlined, PictureOutlined } from '@ant-design/icons';
import { MediaPickerModal } from './media-picker-modal';
import type { MediaItem } from './media-values';

interface MediaFieldButtonsProps {
  onPick: (item: MediaItem) => void;
  imagesOnly?: boolean;
}

export function MediaFieldButtons({ onPick, imagesOnly }: MediaFieldButtonsProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Space size={8} wrap className="media-field__buttons">
        <Button size="small" icon={<PictureOutlined aria-hidden />} onClick={() => setOpen(true)}>
          Choose from library
        </Button>
        <Button size="small" icon={<CloudUploadOutlined aria-hidden />} onClick={() => setOpen(true)}>
          Upload
        </Button>
      </Space>
      <MediaPickerModal open={open} imagesOnly={imagesOnly} onClose={() => setOpen(false)} onPick={onPick} />
    </>
  );
}
