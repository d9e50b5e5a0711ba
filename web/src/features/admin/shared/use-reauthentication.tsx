// Recent re-authentication in the admin (decision 0056). A sensitive change (e-mail, password,
// 2FA off, a new API token) is refused by the server with `extensions.reason: REAUTHENTICATE`
// when the session has not proved the password within the last few minutes: the screen then asks
// for the password (or a current code) in a dialog, re-authenticates and retries the change once.
// The server decides; this only saves the user from starting over.
import { useRef, useState, type ReactNode } from 'react';
import { Button, Flex, Form, Input, Modal, Typography } from 'antd';
import { REAUTH_REQUIRED_MESSAGE, REAUTH_REQUIRED_REASON } from '../../../../../schema/validation/accounts';
import { useAccountReauthenticateMutation } from '../../../graphql/generated';
import { messageOr } from './admin-errors';

/** Whether a failed call was refused for want of a recent re-authentication. */
function needsReauthentication(error: unknown): boolean {
  const errors = error && typeof error === 'object' ? (error as { errors?: unknown }).errors : undefined;
  return (
    Array.isArray(errors) &&
    errors.some((e) => (e as { extensions?: { reason?: unknown } } | null)?.extensions?.reason === REAUTH_REQUIRED_REASON)
  );
}

interface Pending {
  resolve: (proved: boolean) => void;
}

/**
 * `withReauthentication(change)` runs `change` (which throws on failure); refused for want of a
 * recent re-authentication, it asks for the password in `dialog` and, once proved, runs it again.
 * Cancelled, the original refusal is thrown.
 */
export function useReauthentication(): {
  withReauthentication: <T>(change: () => Promise<T>) => Promise<T>;
  dialog: ReactNode;
} {
  const [open, setOpen] = useState(false);
  const pending = useRef<Pending | null>(null);
  const ask = () =>
    new Promise<boolean>((resolve) => {
      pending.current = { resolve };
      setOpen(true);
    });
  const settle = (proved: boolean) => {
    setOpen(false);
    pending.current?.resolve(proved);
    pending.current = null;
  };
  const withReauthentication = async <T,>(change: () => Promise<T>): Promise<T> => {
    try {
      return await change();
    } catch (error) {
      if (!needsReauthentication(error) || !(await ask())) throw error;
      return change();
    }
  };
  const dialog = (
    <Modal open={open} title="Confirm it is you" onCancel={() => settle(false)} footer={null} destroyOnHidden mask={{ closable: false }}>
      {open && <ProofForm onProved={() => settle(true)} onCancel={() => settle(false)} />}
    </Modal>
  );
  return { withReauthentication, dialog };
}

function ProofForm({ onProved, onCancel }: { onProved: () => void; onCancel: () => void }) {
  const [proof, setProof] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [reauthenticate, { loading }] = useAccountReauthenticateMutation();
  const submit = async () => {
    if (!proof.trim()) {
      setError('Please enter your password or a current code');
      return;
    }
    try {
      const result = await reauthenticate({ variables: { proof } });
      if (result.error || !result.data) throw result.error ?? new Error('No answer');
      onProved();
    } catch (e) {
      setError(messageOr(e, 'Could not confirm your password'));
    }
  };
  return (
    <Form component={false} layout="vertical" requiredMark={false}>
      <form
        aria-label="Confirm it is you"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Typography.Paragraph>{REAUTH_REQUIRED_MESSAGE}</Typography.Paragraph>
        <Form.Item label="Password or code" htmlFor="reauth-proof" validateStatus={error ? 'error' : undefined} help={error ?? undefined}>
          <Input.Password
            id="reauth-proof"
            autoFocus
            autoComplete="current-password"
            value={proof}
            onChange={(event) => setProof(event.target.value)}
          />
        </Form.Item>
        <Flex justify="end" gap="small">
          <Button onClick={onCancel}>Cancel</Button>
          <Button type="primary" htmlType="submit" loading={loading}>
            Confirm
          </Button>
        </Flex>
      </form>
    </Form>
  );
}
