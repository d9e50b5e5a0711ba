import { Alert, Button, Modal, Typography } from 'antd';
import { formatDateTime } from '../shared/admin-format';

/** A secret to show once: a new endpoint's, or a rotation's (then the old one's end of validity). */
export interface ShownSecret {
  secret: string;
  url: string;
  previousValidUntil?: string | null;
}

/** A signing secret, shown once. */
export function SecretDialog({ created, onClose }: { created: ShownSecret | null; onClose: () => void }) {
  return (
    <Modal
      open={!!created}
      title="Copy the signing secret"
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      // Nothing of the secret stays in the page once the dialog is closed.
      destroyOnHidden
      footer={
        <Button type="primary" onClick={onClose}>
          I have copied the secret
        </Button>
      }
    >
      {created && (
        <>
          <Alert
            type="warning"
            showIcon
            title="This secret is shown only once."
            description={
              created.previousValidUntil
                ? `Store it where your receiver can read it. The old secret stays valid until ${formatDateTime(created.previousValidUntil)}; until then each delivery is signed with both.`
                : 'Store it where your receiver can read it. If it is lost, rotate the secret.'
            }
          />
          <Typography.Paragraph className="delivery-admin__muted" style={{ marginTop: 16 }}>
            Signing secret of <span className="delivery-admin__url">{created.url}</span>
          </Typography.Paragraph>
          <Typography.Paragraph
            copyable={{ text: created.secret, tooltips: ['Copy secret', 'Copied'] }}
            className="delivery-admin__secret"
            aria-label="Signing secret"
          >
            {created.secret}
          </Typography.Paragraph>
        </>
      )}
    </Modal>
  );
}
