// Pieces of two-factor sign-in shared by the login screen (second step, required enrolment) and the
// profile (decision 0020): the authenticator set-up (QR code drawn by our server, the key as text),
// a one-field code form, and the recovery codes shown once.
import { Alert, Button, Form, Typography } from 'antd';
import { useFormik } from 'formik';
import { twoFactorCodeSchema } from '../../../../schema/validation/accounts';
import { FormikTextField } from '../../app/forms/formik-text-field';
import './auth.css';

interface CodeFormProps {
  label: string;
  submitLabel: string;
  formLabel: string;
  onSubmit: (code: string) => Promise<void>;
}

/** One field (a code, or a password) and a button; the field is cleared after each try. */
export function CodeForm({ label, submitLabel, formLabel, onSubmit }: CodeFormProps) {
  const formik = useFormik({
    initialValues: { code: '' },
    validationSchema: twoFactorCodeSchema,
    onSubmit: async (values, helpers) => {
      await onSubmit(twoFactorCodeSchema.cast(values).code);
      helpers.resetForm();
    },
  });
  return (
    <Form component={false} layout="vertical" requiredMark={false}>
      <form onSubmit={formik.handleSubmit} noValidate aria-label={formLabel} className="auth-form">
        <FormikTextField formik={formik} name="code" label={label} autoComplete="one-time-code" />
        <Button type="primary" htmlType="submit" loading={formik.isSubmitting}>
          {submitLabel}
        </Button>
      </form>
    </Form>
  );
}

interface SetupProps {
  setup: { secret: string; qrCode: string };
  onConfirm: (code: string) => Promise<void>;
}

/** Scan the QR code (or type the key), then confirm with the app's current code. */
export function AuthenticatorSetup({ setup, onConfirm }: SetupProps) {
  return (
    <div className="two-factor-setup">
      <Typography.Paragraph>
        Scan this QR code with an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password, Aegis...), then enter the
        6-digit code it shows.
      </Typography.Paragraph>
      <img className="two-factor-setup__qr" src={setup.qrCode} alt="QR code for your authenticator app" width={200} height={200} />
      <Typography.Paragraph>
        Cannot scan it? Enter this key in the app instead:{' '}
        <Typography.Text code copyable className="two-factor-setup__secret" data-testid="two-factor-secret">
          {setup.secret}
        </Typography.Text>
      </Typography.Paragraph>
      <CodeForm
        label="Code from your app"
        submitLabel="Turn on two-factor sign-in"
        formLabel="Confirm your authenticator app"
        onSubmit={onConfirm}
      />
    </div>
  );
}

/** The recovery codes, shown this once. */
export function RecoveryCodes({ codes, onDone, doneLabel }: { codes: string[]; onDone: () => void; doneLabel: string }) {
  return (
    <div className="two-factor-codes">
      <Alert
        type="warning"
        showIcon
        title="Save your recovery codes now"
        description="Each code signs you in once if you lose your phone. They will not be shown again."
      />
      <ol className="two-factor-codes__list" aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>
            <Typography.Text code>{code}</Typography.Text>
          </li>
        ))}
      </ol>
      <Typography.Paragraph>
        <Typography.Text copyable={{ text: codes.join('\n') }}>Copy all codes</Typography.Text>
      </Typography.Paragraph>
      <Button type="primary" onClick={onDone}>
        {doneLabel}
      </Button>
    </div>
  );
}
