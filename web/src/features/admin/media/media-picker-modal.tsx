// The editors' way into the library: a modal with the upload area and the files; choosing one (or
// uploading one) hands it back. Self-contained, so an editor page needs only a button and a callback.
import { useApolloClient } from '@apollo/client/react';
import { Modal } from 'antd';
import { MediaLibrary } from './media-library';
import { MediaUpload } from './media-upload';
import type { MediaItem } from './media-values';
import './media.css';

interface MediaPickerModalProps {
  open: boolean;
  title?: string;
  imagesOnly?: boolean;
  onClose: () => void;
  onPick: (item: MediaItem) => void;
}

export function MediaPickerModal({ open, title = 'Media library', imagesOnly, onClose, onPick }: MediaPickerModalProps) {
  const client = useApolloClient();
  const pick = (item: MediaItem) => {
    onPick(item);
    onClose();
  };
  return (
    <Modal open={open} title={title} onCancel={onClose} footer={null} width={960} destroyOnHidden>
      <MediaUpload
        onUploaded={(item) => {
          void client.refetchQueries({ include: ['MediaItems'] });
          if (!imagesOnly || item.kind === 'image') pick(item);
        }}
      />
      <MediaLibrary mode="pick" onPick={pick} imagesOnly={imagesOnly} />
    </Modal>
  );
}
