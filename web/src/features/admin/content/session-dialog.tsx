// Session expiry without loss (issue 12): a save refused because the session ended opens this
// sign-in dialog over the editor. Nothing leaves the page, so nothing typed is lost; after signing
// in, the save that was refused runs again. An account with two-factor sign-in gets its second
// step (decision 0020) in the same dialog.
import { useRef, useState, type ReactNode } from 'react';
import { Alert, Button, Form, Input, Modal, Typography } from 'antd';
import { useAdminLoginMutation, type TwoFactorStep } from '../../../graphql/generated';
import { TwoFactorSignIn } from '../../auth/two-factor-sign-in';
import { messageOr } from '../shared/admin-errors';

export interface SessionRecovery {
  /** The session ended: ask for a sign-in, then run `retry` (the refused save). */
  expired: (retry?: () => void) => void;
  dialog: ReactNode;
}

export function useSessionRecovery(): SessionRecovery {
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [secondStep, setSecondStep] = useState<TwoFactorStep | null>(null);
  const retry = useRef<(() => void) | undefined>(undefined);
  const [login, { loading }] = useAdminLoginMutation();

  const signedIn = () => {
    setOpen(false);
    setSecondStep(null);
    setPassword('');
    retry.current?.();
  };

  const signIn = async () => {
    setError(null);
    try {
      const result = await login({ variables: { username, password } });
      const step = result.data?.login.twoFactor?.step;
      if (!result.error && step) return setSecondStep(step);
      if (result.error || !result.data?.login.user) throw result.error ?? new Error('No answer');
      signedIn();
    } catch (failure) {
      setError(messageOr(failure, 'Could not sign in'));
    }
  };

  const dialog = (
    <Modal
      open={open}
      title="Your session has ended"
      closable={false}
      mask={{ closable: false }}
      footer={
        secondStep
          ? null
          : [
              <Button key="sign-in" type="primary" loading={loading} onClick={() => void signIn()}>
                Sign in and save
              </Button>,
            ]
      }
    >
      <Typography.Paragraph>Sign in again to save your work. Nothing you typed is lost.</Typography.Paragraph>
      {error && <Alert type="error" showIcon title={error} className="admin-session__error" />}
      {secondStep ? (
        <TwoFactorSignIn step={secondStep} onSignedIn={signedIn} onRestart={() => setSecondStep(null)} />
      ) : (
        <Form layout="vertical" component="div">
          <Form.Item label="Username" htmlFor="session-username">
            <Input id="session-username" autoComplete="username" value={username} onChange={(e) => setUsername(e.target.value)} />
          </Form.Item>
          <Form.Item label="Password" htmlFor="session-password">
            <Input.Password
              id="session-password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              onPressEnter={() => void signIn()}
            />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );

  return {
    expired: (next) => {
      // An autosave refused meanwhile (no retry of its own) must not drop a clicked save's retry.
      retry.current = next ?? retry.current;
      setError(null);
      setOpen(true);
    },
    dialog,
  };
}
