// Team accounts (issue 13), the screens reached from the login page or an e-mail: "Forgot
// password?", accepting an invitation (choose a username and password) and resetting a password.
// A link that cannot be used shows one clear page and changes nothing.
import { useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Alert, Button, Card, Form, Skeleton, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useApolloClient } from '@apollo/client/react';
import { useFormik } from 'formik';
import * as yup from 'yup';
import {
  acceptInvitationSchema,
  emailSchema,
  passwordResetSchema,
  PASSWORD_MISMATCH_MESSAGE,
  ROLE_LABELS,
  isRole,
} from '../../../../schema/validation/accounts';
import { FormikTextField } from '../../app/forms/formik-text-field';
import { useAdminToast } from '../../app/use-admin-toast';
import { usePageMeta } from '../../app/use-page-meta';
import {
  MeDocument,
  useAccountAcceptInvitationMutation,
  useAccountInvitationQuery,
  useAccountRequestPasswordResetMutation,
  useAccountResetLinkUsableQuery,
  useAccountResetPasswordMutation,
  useAccountUndoEmailChangeMutation,
} from '../../graphql/generated';
import { serverMessageOr } from './auth-errors';
import { TwoFactorSignIn } from './two-factor-sign-in';
import { useLinkToken } from './use-link-token';
import './auth.css';

export const LINK_INVALID_TEXT = 'This link has expired or was already used';

function AccountCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="auth-screen">
      <Card className="auth-card">
        <div className="auth-card__head">
          <img src="/favicon.svg" alt="" width={40} height={40} />
          <Typography.Title level={1} className="auth-card__title">
            {title}
          </Typography.Title>
        </div>
        {children}
        <Link to="/admin/login" className="auth-card__return">
          <ArrowLeftOutlined aria-hidden /> Back to login
        </Link>
      </Card>
    </div>
  );
}

function LinkInvalid() {
  return (
    <Alert
      type="warning"
      showIcon
      title={LINK_INVALID_TEXT}
      description="Ask for a new link: an administrator can send a new invitation, and the login page can send a new password-reset link."
    />
  );
}

const withConfirm = <S extends yup.AnyObject>(schema: yup.ObjectSchema<S>, field: string) =>
  schema.shape({
    confirmPassword: yup
      .string()
      .required(PASSWORD_MISMATCH_MESSAGE)
      .oneOf([yup.ref(field)], PASSWORD_MISMATCH_MESSAGE),
  });

export function ForgotPasswordPage() {
  usePageMeta('Forgot password | FinOps Consulting Admin', 'Get a link to choose a new password.');
  const [answer, setAnswer] = useState<string | null>(null);
  const toast = useAdminToast();
  const [request] = useAccountRequestPasswordResetMutation();
  const formik = useFormik({
    initialValues: { email: '' },
    validationSchema: emailSchema,
    onSubmit: async (values) => {
      try {
        const result = await request({ variables: { email: emailSchema.cast(values).email } });
        if (result.error || !result.data) throw result.error ?? new Error('No answer');
        setAnswer(result.data.requestPasswordReset);
      } catch (error) {
        toast.error('Error', serverMessageOr(error, 'Could not send the link'));
      }
    },
  });
  return (
    <AccountCard title="Forgot password?">
      {answer ? (
        <Alert type="success" showIcon title="Check your inbox" description={answer} />
      ) : (
        <Form component={false} layout="vertical" requiredMark={false}>
          <form onSubmit={formik.handleSubmit} noValidate aria-label="Forgot password" className="auth-form">
            <Typography.Paragraph type="secondary">
              Enter the e-mail address of your account: we send a link to choose a new password (valid for 1 hour).
            </Typography.Paragraph>
            <FormikTextField formik={formik} name="email" label="E-mail address" type="email" autoComplete="email" />
            <Button type="primary" htmlType="submit" size="large" block loading={formik.isSubmitting}>
              Send the link
            </Button>
          </form>
        </Form>
      )}
    </AccountCard>
  );
}

export function AcceptInvitationPage() {
  usePageMeta('Accept invitation | FinOps Consulting Admin', 'Choose your username and password.');
  const token = useLinkToken('/admin/accept-invitation');
  const { data, loading, error } = useAccountInvitationQuery({ variables: { token }, fetchPolicy: 'network-only' });
  const [failed, setFailed] = useState(false);
  // The Owner requires two-factor sign-in: the new account sets up an app before its session.
  const [mustEnrol, setMustEnrol] = useState(false);
  const navigate = useNavigate();
  const toast = useAdminToast();
  const client = useApolloClient();
  const [accept] = useAccountAcceptInvitationMutation();
  const schema = withConfirm(acceptInvitationSchema, 'password');
  const formik = useFormik({
    initialValues: { username: '', password: '', confirmPassword: '' },
    validationSchema: schema,
    onSubmit: async (values) => {
      const { username, password } = acceptInvitationSchema.cast(values);
      try {
        const result = await accept({ variables: { token, username, password } });
        if (result.error || !result.data) throw result.error ?? new Error('No answer');
        toast.success('Welcome aboard', 'Your account is ready');
        if (result.data.acceptInvitation.twoFactor) setMustEnrol(true);
        else client.cache.writeQuery({ query: MeDocument, data: { me: result.data.acceptInvitation.user ?? null } });
      } catch (e) {
        const message = serverMessageOr(e, 'Could not create your account');
        if (message === LINK_INVALID_TEXT) setFailed(true);
        else toast.error('Error', message);
      }
    },
  });
  if (loading) return <AccountCard title="Accept invitation">{<Skeleton active />}</AccountCard>;
  if (mustEnrol) {
    return (
      <AccountCard title="Accept invitation">
        <TwoFactorSignIn
          step="ENROL"
          onSignedIn={(me) => client.cache.writeQuery({ query: MeDocument, data: { me } })}
          onRestart={() => void navigate('/admin/login')}
        />
      </AccountCard>
    );
  }
  const invitation = data?.invitation;
  if (error || !invitation || failed) {
    return (
      <AccountCard title="Accept invitation">
        <LinkInvalid />
      </AccountCard>
    );
  }
  return (
    <AccountCard title="Accept invitation">
      <Typography.Paragraph>
        Hello {invitation.name}: you are invited as{' '}
        <strong>{isRole(invitation.role) ? ROLE_LABELS[invitation.role] : invitation.role}</strong> ({invitation.email}). Choose your
        username and password.
      </Typography.Paragraph>
      <Form component={false} layout="vertical" requiredMark={false}>
        <form onSubmit={formik.handleSubmit} noValidate aria-label="Accept invitation" className="auth-form">
          <FormikTextField formik={formik} name="username" label="Username" autoComplete="username" />
          <FormikTextField formik={formik} name="password" label="Password" type="password" autoComplete="new-password" />
          <FormikTextField formik={formik} name="confirmPassword" label="Confirm Password" type="password" autoComplete="new-password" />
          <Button type="primary" htmlType="submit" size="large" block loading={formik.isSubmitting}>
            Create my account
          </Button>
        </form>
      </Form>
    </AccountCard>
  );
}

export function ResetPasswordPage() {
  usePageMeta('Reset password | FinOps Consulting Admin', 'Choose a new password.');
  const token = useLinkToken('/admin/reset-password');
  const navigate = useNavigate();
  const { data, loading } = useAccountResetLinkUsableQuery({ variables: { token }, fetchPolicy: 'network-only' });
  const [failed, setFailed] = useState(false);
  const toast = useAdminToast();
  const [reset] = useAccountResetPasswordMutation();
  const formik = useFormik({
    initialValues: { password: '', confirmPassword: '' },
    validationSchema: withConfirm(passwordResetSchema, 'password'),
    onSubmit: async (values) => {
      try {
        const result = await reset({ variables: { token, password: values.password } });
        if (result.error || !result.data) throw result.error ?? new Error('No answer');
        toast.success('Password changed', 'Sign in with your new password');
        await navigate('/admin/login');
      } catch (e) {
        const message = serverMessageOr(e, 'Could not change the password');
        if (message === LINK_INVALID_TEXT) setFailed(true);
        else toast.error('Error', message);
      }
    },
  });
  if (loading) return <AccountCard title="Reset password">{<Skeleton active />}</AccountCard>;
  if (!data?.resetLinkUsable || failed) {
    return (
      <AccountCard title="Reset password">
        <LinkInvalid />
      </AccountCard>
    );
  }
  return (
    <AccountCard title="Reset password">
      <Form component={false} layout="vertical" requiredMark={false}>
        <form onSubmit={formik.handleSubmit} noValidate aria-label="Reset password" className="auth-form">
          <FormikTextField formik={formik} name="password" label="New password" type="password" autoComplete="new-password" />
          <FormikTextField formik={formik} name="confirmPassword" label="Confirm Password" type="password" autoComplete="new-password" />
          <Button type="primary" htmlType="submit" size="large" block loading={formik.isSubmitting}>
            Set the new password
          </Button>
        </form>
      </Form>
    </AccountCard>
  );
}

/**
 * The old address's link after an e-mail change (decision 0056): one button puts the old address
 * back and ends every session of the account. The token is read from the fragment and posted.
 */
export function UndoEmailChangePage() {
  usePageMeta('Undo e-mail change | FinOps Consulting Admin', 'Restore the previous e-mail address of your account.');
  const token = useLinkToken('/admin/undo-email-change');
  const [done, setDone] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const toast = useAdminToast();
  const client = useApolloClient();
  const [undo, { loading }] = useAccountUndoEmailChangeMutation();
  const onUndo = async () => {
    try {
      const result = await undo({ variables: { token } });
      if (result.error || !result.data) throw result.error ?? new Error('No answer');
      setDone(result.data.undoEmailChange);
      // Every session ended, this browser's too.
      client.cache.writeQuery({ query: MeDocument, data: { me: null } });
    } catch (e) {
      const message = serverMessageOr(e, 'Could not undo the change');
      if (message === LINK_INVALID_TEXT) setFailed(true);
      else toast.error('Error', message);
    }
  };
  return (
    <AccountCard title="Undo e-mail change">
      {failed || !token ? (
        <LinkInvalid />
      ) : done ? (
        <Alert type="success" showIcon title="E-mail address restored" description={done} />
      ) : (
        <>
          <Typography.Paragraph>
            The e-mail address of your account was changed. If you did not do this, put your previous address back: every session of the
            account ends, so whoever changed it is signed out.
          </Typography.Paragraph>
          <Button type="primary" size="large" block loading={loading} onClick={() => void onUndo()}>
            Restore my previous address
          </Button>
        </>
      )}
    </AccountCard>
  );
}
