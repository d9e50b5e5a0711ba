// The new token's secret, shown once (issue 6): a warning that it cannot be shown again, the
// secret with a Copy button, and how to send it. The secret lives only in this dialog's props;
// closing it forgets the secret for good.
import { useRef, useState } from 'react';
import { Alert, Button, Input, Modal, Space, Typography, type InputRef } from 'antd';
import { CheckOutlined, CopyOutlined } from '@ant-design/icons';
import type { CreatedApiToken } from './api-token-create-modal';
import { curlExample } from './api-token-values';
import { useAdminToast } from '../../../app/use-admin-toast';

export function ApiTokenSecretModal({ created, onDone }: { created: CreatedApiToken | null; onDone: () => void }) {
  return (
    <Modal
      open={!!created}
      title="Copy your new API token"
      // Only the explicit button closes it: a stray click or Escape must not lose the secret.
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      destroyOnHidden
      width={640}
      footer={
        <Button type="primary" onClick={onDone}>
          I have copied it
        </Button>
      }
    >
      {created && <SecretBody created={created} />}
    </Modal>
  );
}

function SecretBody({ created }: { created: CreatedApiToken }) {
  const toast = useAdminToast();
  const input = useRef<InputRef>(null);
  const [copied, setCopied] = useState(false);
  const origin = typeof window === 'undefined' ? '' : window.location.origin;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(created.secret);
      setCopied(true);
      toast.success('Token copied', 'Paste it into the integration now.');
    } catch {
      // No clipboard access (an insecure origin, a denied permission): select it for Ctrl+C.
      input.current?.select();
      toast.error('Could not copy', 'The token is selected: press Ctrl+C (or Cmd+C) to copy it.');
    }
  };

  return (
    <div className="api-token-secret">
      <Alert
        type="warning"
        showIcon
        title="This is the only time the token is shown"
        description="Copy it now and keep it somewhere safe, such as your integration's secret store. Only a fingerprint of it is kept, so it cannot be shown again: if it is lost, revoke it and create a new one."
      />
      <Typography.Paragraph className="api-token-secret__label">
        Token <strong>{created.token.name}</strong>
      </Typography.Paragraph>
      <Space.Compact block>
        <Input
          ref={input}
          readOnly
          value={created.secret}
          aria-label={`API token ${created.token.name}`}
          className="api-token-secret__value"
          onFocus={(event) => event.target.select()}
        />
        <Button type="primary" icon={copied ? <CheckOutlined aria-hidden /> : <CopyOutlined aria-hidden />} onClick={() => void copy()}>
          {copied ? 'Copied' : 'Copy'}
        </Button>
      </Space.Compact>
      <Typography.Paragraph type="secondary" className="api-token-secret__usage">
        Send it in the <Typography.Text code>Authorization</Typography.Text> header, for example:
      </Typography.Paragraph>
      <pre className="api-token-secret__example">{curlExample(origin, created.secret, created.token.scopes)}</pre>
    </div>
  );
}
