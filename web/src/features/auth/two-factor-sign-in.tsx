// The second step of a sign-in (decision 0020): after a right password the server answers
// `twoFactor` instead of a session. VERIFY asks for a code (or a recovery code); ENROL — the Owner
// requires 2FA and this account has none — sets up an app first and shows the recovery codes.
// Only then is there a session, which `onSignedIn` writes into the Me query (the guard moves on).
import { useEffect, useState } from 'react';
import { Alert, Button, Skeleton, Typography } from 'antd';
import {
  useAdminBeginRequiredTwoFactorSetupMutation,
  useAdminCompleteRequiredTwoFactorSetupMutation,
  useAdminVerifyTwoFactorMutation,
  type MeQuery,
  type TwoFactorStep,
} from '../../graphql/generated';
import { useAdminToast } from '../../app/use-admin-toast';
import { errorCodeOf, serverMessageOr } from './auth-errors';
import { AuthenticatorSetup, CodeForm, RecoveryCodes } from './two-factor-parts';

interface Props {
  step: TwoFactorStep;
  onSignedIn: (user: MeQuery['me']) => void;
  /** The pending sign-in has expired: back to the password. */
  onRestart: () => void;
}

export function TwoFactorSignIn({ step, onSignedIn, onRestart }: Props) {
  return step === 'VERIFY' ? (
    <VerifyStep onSignedIn={onSignedIn} onRestart={onRestart} />
  ) : (
    <EnrolStep onSignedIn={onSignedIn} onRestart={onRestart} />
  );
}

type StepProps = Omit<Props, 'step'>;

function useFailure(onRestart: () => void) {
  const toast = useAdminToast();
  return (error: unknown, fallback: string) => {
    toast.error('Sign-in failed', serverMessageOr(error, fallback));
    // The pending sign-in is gone (expired, or the password changed): start again.
    if (errorCodeOf(error) === 'UNAUTHENTICATED' && serverMessageOr(error, '').startsWith('Your sign-in has expired')) onRestart();
  };
}

function VerifyStep({ onSignedIn, onRestart }: StepProps) {
  const toast = useAdminToast();
  const fail = useFailure(onRestart);
  const [verify] = useAdminVerifyTwoFactorMutation();
  return (
    <>
      <Typography.Paragraph>Enter the 6-digit code from your authenticator app, or one of your recovery codes.</Typography.Paragraph>
      <CodeForm
        label="Code"
        submitLabel="Verify"
        formLabel="Two-factor code"
        onSubmit={async (code) => {
          try {
            const result = await verify({ variables: { code } });
            if (result.error || !result.data) throw result.error ?? new Error('No answer');
            toast.success('Login successful', 'Welcome to the admin dashboard');
            onSignedIn(result.data.verifyTwoFactor.user ?? null);
          } catch (error) {
            fail(error, 'That code is not right.');
          }
        }}
      />
      <Button type="link" block onClick={onRestart} className="auth-card__forgot">
        Back to login
      </Button>
    </>
  );
}

function EnrolStep({ onSignedIn, onRestart }: StepProps) {
  const fail = useFailure(onRestart);
  const [begin, { data, error: beginError }] = useAdminBeginRequiredTwoFactorSetupMutation();
  const [complete] = useAdminCompleteRequiredTwoFactorSetupMutation();
  const [done, setDone] = useState<{ codes: string[]; user: MeQuery['me'] } | null>(null);
  useEffect(() => {
    void begin().catch(() => undefined);
  }, [begin]);

  if (done) return <RecoveryCodes codes={done.codes} doneLabel="Continue to the dashboard" onDone={() => onSignedIn(done.user)} />;
  if (beginError) {
    return (
      <Alert type="error" showIcon title="Your sign-in has expired" description={<Button onClick={onRestart}>Back to login</Button>} />
    );
  }
  const setup = data?.beginRequiredTwoFactorSetup;
  return (
    <>
      <Alert type="info" showIcon title="Two-factor sign-in is required" description="Set up an authenticator app to continue." />
      {setup ? (
        <AuthenticatorSetup
          setup={setup}
          onConfirm={async (code) => {
            try {
              const result = await complete({ variables: { code } });
              if (result.error || !result.data) throw result.error ?? new Error('No answer');
              const { recoveryCodes, session } = result.data.completeRequiredTwoFactorSetup;
              setDone({ codes: recoveryCodes, user: session.user ?? null });
            } catch (error) {
              fail(error, 'That code is not right.');
            }
          }}
        />
      ) : (
        <Skeleton active paragraph={{ rows: 5 }} />
      )}
    </>
  );
}
