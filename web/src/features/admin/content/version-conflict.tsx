// A save refused because someone saved a newer version meanwhile (CONFLICT, decision 0021): the
// editor sees what differs between the stored version and theirs, field by field, and chooses to
// keep the stored version (the form reloads it) or to overwrite it with what they typed.
import { useRef, useState, type ReactNode } from 'react';
import { Alert, Button, Modal, Typography } from 'antd';
import { diffWords } from 'diff';
import { VERSION_CONFLICT_MESSAGE } from '../../../../../schema/validation/editorial';

export interface ConflictField {
  label: string;
  /** The version now stored (someone else's save). */
  stored: string;
  /** What this editor typed. */
  mine: string;
}

/** One field's difference: stored words struck through, this editor's words underlined. */
export function FieldDiff({ field }: { field: ConflictField }) {
  const parts = diffWords(field.stored, field.mine);
  return (
    <section className="admin-conflict__field" aria-label={`Differences in ${field.label}`}>
      <Typography.Title level={5}>{field.label}</Typography.Title>
      <p className="admin-conflict__diff">
        {parts.map((part, index) =>
          part.added ? (
            <ins key={index}>{part.value}</ins>
          ) : part.removed ? (
            <del key={index}>{part.value}</del>
          ) : (
            <span key={index}>{part.value}</span>
          ),
        )}
      </p>
    </section>
  );
}

interface VersionConflictProps {
  /** The fields to compare; null while the stored version loads (or when there is no conflict). */
  fields: ConflictField[] | null;
  open: boolean;
  onKeepStored: () => void;
  onOverwrite: () => void;
  onClose: () => void;
}

function VersionConflictDialog({ fields, open, onKeepStored, onOverwrite, onClose }: VersionConflictProps) {
  const changed = (fields ?? []).filter((field) => field.stored !== field.mine);
  return (
    <Modal
      open={open}
      title="A newer version was saved"
      onCancel={onClose}
      width={760}
      footer={[
        <Button key="keep" onClick={onKeepStored}>
          Keep the saved version
        </Button>,
        <Button key="overwrite" type="primary" danger onClick={onOverwrite}>
          Overwrite with mine
        </Button>,
      ]}
    >
      <Alert type="warning" showIcon title={VERSION_CONFLICT_MESSAGE} />
      <Typography.Paragraph type="secondary" className="admin-conflict__legend">
        <del>Struck through</del>: only in the saved version. <ins>Underlined</ins>: only in yours.
      </Typography.Paragraph>
      {fields === null ? (
        <Typography.Paragraph>Loading the saved version…</Typography.Paragraph>
      ) : changed.length === 0 ? (
        <Typography.Paragraph>The text is the same in both; other settings may differ.</Typography.Paragraph>
      ) : (
        changed.map((field) => <FieldDiff key={field.label} field={field} />)
      )}
    </Modal>
  );
}

interface ConflictOptions<T> {
  /** Fetch the version now stored (network, not cache). */
  load: () => Promise<T | null>;
  /** The fields to compare: the stored item against the form's values. */
  compare: (stored: T) => ConflictField[];
  /** Put the stored version in the form (the editor keeps theirs). */
  keep: (stored: T) => void;
  /** Submit the form again (the editor overwrites, over the version just compared). */
  resubmit: () => void;
}

/**
 * The version an editor's saves name, and what happens when one is refused as stale: the dialog
 * opens, the stored version loads, and the editor's choice either reloads it or saves over it.
 */
export interface VersionConflict {
  /** The version the next save names (the loaded one, then the one compared in the dialog). */
  version: { current: number | null };
  onConflict: (currentVersion: number) => void;
  /** The dialog is open: autosave waits for the editor's choice. */
  open: boolean;
  dialog: ReactNode;
}

export function useVersionConflict<T extends { version: number }>(
  loadedVersion: number | null,
  options: ConflictOptions<T>,
): VersionConflict {
  const version = useRef(loadedVersion);
  const [open, setOpen] = useState(false);
  const [stored, setStored] = useState<T | null>(null);
  const [fields, setFields] = useState<ConflictField[] | null>(null);
  const onConflict = () => {
    setStored(null);
    setFields(null);
    setOpen(true);
    // Compared once, when the stored version arrives: what this editor had typed at that moment.
    void options.load().then(
      (latest) => {
        setStored(latest);
        setFields(latest ? options.compare(latest) : null);
      },
      () => setOpen(false),
    );
  };
  const close = () => setOpen(false);
  const dialog = (
    <VersionConflictDialog
      open={open}
      fields={fields}
      onClose={close}
      onKeepStored={() => {
        if (!stored) return;
        version.current = stored.version;
        options.keep(stored);
        close();
      }}
      onOverwrite={() => {
        if (!stored) return;
        version.current = stored.version;
        close();
        options.resubmit();
      }}
    />
  );
  return { version, onConflict, open, dialog };
}
