// Two-factor sign-in on the profile (decision 0020): turn it on (QR code, key, a confirming code,
// then the 10 recovery codes shown once), new recovery codes or turning it off (password or a
// current code; off is refused while the Owner requires 2FA), and the Owner's site-wide switch.
// Until the settings load it offers nothing (a placeholder); a failed load says so, with Try again.
import { useState } from 'react';
import { Alert, Button, Card, Form, Skeleton, Space, Switch, Tag, Typography } from 'antd';
import { useFormik } from 'formik';
import { twoFactorProofSchema } from '../../../../../schema/validation/accounts';
import { FormikTextField } from '../../../app/forms/formik-text-field';
import { useAdminToast } from '../../../app/use-admin-toast';
import {
  useProfileBeginTwoFactorSetupMutation,
  useProfileDisableTwoFactorMutation,
  useProfileEnableTwoFactorMutation,
  useProfileRegenerateRecoveryCodesMutation,
  useProfileSetTwoFactorRequiredMutation,
  useProfileTwoFactorQuery,
} from '../../../graphql/generated';
import { AuthenticatorSetup, RecoveryCodes } from '../../auth/two-factor-parts';
import { messageOr } from '../shared/admin-errors';

type Stage =
  | { kind: 'idle' }
  | { kind: 'setup'; secret: string; qrCode: string }
  | { kind: 'codes'; codes: string[] }
  | { kind: 'proof'; action: ProofAction };
type ProofAction = 'disable' | 'regenerate';

export function TwoFactorCard({ isOwner }: { isOwner: boolean }) {
  const toast = useAdminToast();
  const { data, loading, error, refetch } = useProfileTwoFactorQuery({ fetchPolicy: 'network-only' });
  const [stage, setStage] = useState<Stage>({ kind: 'idle' });
  const [begin, { loading: beginning }] = useProfileBeginTwoFactorSetupMutation();
  const [enable] = useProfileEnableTwoFactorMutation();
  const [disable] = useProfileDisableTwoFactorMutation();
  const [regenerate] = useProfileRegenerateRecoveryCodesMutation();
  const [setRequired, { loading: switching }] = useProfileSetTwoFactorRequiredMutation();
  const enabled = data?.me?.twoFactorEnabled ?? false;
  const required = data?.twoFactorRequired ?? false;
  const fail = (e: unknown, fallback: string) => toast.error('Error', messageOr(e, fallback));

  const start = async () => {
    try {
      const result = await begin();
      if (result.error || !result.data) throw result.error ?? new Error('No answer');
      setStage({ kind: 'setup', ...result.data.beginTwoFactorSetup });
    } catch (e) {
      fail(e, 'Could not start the set-up');
    }
  };
  const confirm = async (code: string) => {
    try {
      const result = await enable({ variables: { code } });
      if (result.error || !result.data) throw result.error ?? new Error('No answer');
      toast.success('Two-factor sign-in is on');
      setStage({ kind: 'codes', codes: result.data.enableTwoFactor });
      void refetch();
    } catch (e) {
      fail(e, 'That code is not right.');
    }
  };
  const prove = async (action: 'disable' | 'regenerate', proof: string) => {
    try {
      if (action === 'disable') {
        const result = await disable({ variables: { proof } });
        if (result.error) throw result.error;
        toast.success('Two-factor sign-in is off');
        setStage({ kind: 'idle' });
      } else {
        const result = await regenerate({ variables: { proof } });
        if (result.error || !result.data) throw result.error ?? new Error('No answer');
        toast.success('New recovery codes', 'The old ones no longer work');
        setStage({ kind: 'codes', codes: result.data.regenerateRecoveryCodes });
      }
      void refetch();
    } catch (e) {
      fail(e, 'That password or code is not right.');
    }
  };
  const toggleRequired = async (value: boolean) => {
    try {
      const result = await setRequired({ variables: { required: value } });
      if (result.error) throw result.error;
      toast.success(value ? 'Two-factor sign-in is now required for every account' : 'Two-factor sign-in is now optional');
      void refetch();
    } catch (e) {
      fail(e, 'Could not change the setting');
    }
  };

  return (
    <Card
      className="admin-card"
      title="Two-factor sign-in"
      extra={data ? <Tag color={enabled ? 'success' : undefined}>{enabled ? 'On' : 'Off'}</Tag> : null}
    >
      {!data && <SettingsLoad loading={loading} failed={Boolean(error)} onRetry={() => void refetch().catch(() => undefined)} />}
      {stage.kind === 'setup' && <AuthenticatorSetup setup={stage} onConfirm={confirm} />}
      {stage.kind === 'codes' && (
        <RecoveryCodes codes={stage.codes} doneLabel="I have saved my recovery codes" onDone={() => setStage({ kind: 'idle' })} />
      )}
      {stage.kind === 'proof' && (
        <ProofForm action={stage.action} onSubmit={(proof) => prove(stage.action, proof)} onCancel={() => setStage({ kind: 'idle' })} />
      )}
      {stage.kind === 'idle' && data && !enabled && <TwoFactorOff required={required} starting={beginning} onStart={() => void start()} />}
      {stage.kind === 'idle' && enabled && <TwoFactorOn required={required} onProve={(action) => setStage({ kind: 'proof', action })} />}
      {isOwner && data && (
        <div className="two-factor-card__owner">
          <Switch id="require-two-factor" checked={required} loading={switching} onChange={(value) => void toggleRequired(value)} />{' '}
          <label htmlFor="require-two-factor">Require two-factor sign-in for every account</label>
        </div>
      )}
    </Card>
  );
}

/** Until the settings load: a placeholder, or the failure with Try again. */
function SettingsLoad({ loading, failed, onRetry }: { loading: boolean; failed: boolean; onRetry: () => void }) {
  if (loading) {
    return (
      <div aria-busy="true" aria-label="Loading the two-factor settings">
        <Skeleton active paragraph={{ rows: 2 }} />
      </div>
    );
  }
  if (!failed) return null;
  return (
    <Alert
      type="error"
      showIcon
      title="Could not load the two-factor settings"
      description="Please try again."
      action={
        <Button size="small" onClick={onRetry}>
          Try again
        </Button>
      }
    />
  );
}

function TwoFactorOff({ required, starting, onStart }: { required: boolean; starting: boolean; onStart: () => void }) {
  return (
    <>
      <Typography.Paragraph>
        Sign in with a code from an authenticator app on your phone as well as your password.
        {required && ' This site requires it for every account.'}
      </Typography.Paragraph>
      <Button type="primary" onClick={onStart} loading={starting}>
        Enable two-factor sign-in
      </Button>
    </>
  );
}

function TwoFactorOn({ required, onProve }: { required: boolean; onProve: (action: ProofAction) => void }) {
  return (
    <>
      <Typography.Paragraph>Your sign-ins ask for a code from your authenticator app (or a recovery code).</Typography.Paragraph>
      {required && <Alert type="info" showIcon title="Required for every account on this site: it cannot be turned off." />}
      <Space wrap className="two-factor-card__actions">
        <Button onClick={() => onProve('regenerate')}>Regenerate recovery codes</Button>
        {!required && (
          <Button danger onClick={() => onProve('disable')}>
            Disable two-factor sign-in
          </Button>
        )}
      </Space>
    </>
  );
}

function ProofForm({
  action,
  onSubmit,
  onCancel,
}: {
  action: 'disable' | 'regenerate';
  onSubmit: (proof: string) => Promise<void>;
  onCancel: () => void;
}) {
  const formik = useFormik({
    initialValues: { proof: '' },
    validationSchema: twoFactorProofSchema,
    onSubmit: async (values) => onSubmit(values.proof),
  });
  const label = action === 'disable' ? 'Disable two-factor sign-in' : 'Regenerate recovery codes';
  return (
    <Form component={false} layout="vertical" requiredMark={false}>
      <form onSubmit={formik.handleSubmit} noValidate aria-label={label}>
        <FormikTextField
          formik={formik}
          name="proof"
          label="Your password or a current code"
          type="password"
          autoComplete="current-password"
        />
        <Space>
          <Button type="primary" danger={action === 'disable'} htmlType="submit" loading={formik.isSubmitting}>
            {action === 'disable' ? 'Disable' : 'Regenerate'}
          </Button>
          <Button onClick={onCancel}>Cancel</Button>
        </Space>
      </form>
    </Form>
  );
}
