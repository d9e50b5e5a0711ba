// /admin/profile (issue 13): one's own account — the e-mail address (needed for password resets),
// a password change (the current password required; every other session ends) and two-factor
// sign-in (two-factor-card.tsx).
import { Button, Card, Descriptions, Form, Typography } from 'antd';
import { useFormik } from 'formik';
import * as yup from 'yup';
import { emailSchema, passwordChangeSchema, PASSWORD_MISMATCH_MESSAGE, ROLE_LABELS } from '../../../../../schema/validation/accounts';
import { ButtonLink } from '../../../app/button-link';
import { FormikTextField } from '../../../app/forms/formik-text-field';
import { useAdminToast } from '../../../app/use-admin-toast';
import { usePageMeta } from '../../../app/use-page-meta';
import { useAccountChangePasswordMutation, useAccountSetEmailMutation } from '../../../graphql/generated';
import { useCurrentUser } from '../../../app/use-current-user';
import { messageOr } from '../shared/admin-errors';
import { useReauthentication } from '../shared/use-reauthentication';
import { TwoFactorCard } from './two-factor-card';
import '../shared/admin.css';
import { AdminPageHead } from '../shared/admin-page-head';

export function ProfilePage() {
  usePageMeta('Profile | FinOps Consulting Admin', 'Your e-mail address, password and two-factor sign-in.');
  const { user } = useCurrentUser();
  return (
    <div className="admin-page container">
      <AdminPageHead title="Profile">
        <ButtonLink to="/admin/sessions">Sessions</ButtonLink>
      </AdminPageHead>
      {user && (
        <Card className="admin-card">
          <Descriptions
            column={1}
            items={[
              { key: 'u', label: 'Username', children: user.username },
              { key: 'r', label: 'Role', children: ROLE_LABELS[user.role] },
            ]}
          />
        </Card>
      )}
      <EmailForm current={user?.email ?? null} />
      <PasswordForm />
      {user && <TwoFactorCard isOwner={user.role === 'OWNER'} />}
    </div>
  );
}

/** Also shown on the dashboard while the account has no address (the admin of earlier releases). */
export function EmailForm({ current, prompt }: { current: string | null; prompt?: boolean }) {
  const toast = useAdminToast();
  // The answer (User id + email) updates the cached Me in place: no refetch, which would put the
  // route guard back into its loading state.
  const [setEmail] = useAccountSetEmailMutation();
  // A change of address needs the password proved within minutes (decision 0056).
  const { withReauthentication, dialog } = useReauthentication();
  const formik = useFormik({
    initialValues: { email: current ?? '' },
    enableReinitialize: true,
    validationSchema: emailSchema,
    onSubmit: async (values) => {
      try {
        await withReauthentication(async () => {
          const result = await setEmail({ variables: { email: emailSchema.cast(values).email } });
          if (result.error || !result.data) throw result.error ?? new Error('No answer');
        });
        toast.success('E-mail address saved', 'Your other sessions have ended');
      } catch (e) {
        toast.error('Error', messageOr(e, 'Could not save the e-mail address'));
      }
    },
  });
  return (
    <Card className="admin-card" title={prompt ? 'Add your e-mail address' : 'E-mail address'}>
      {prompt && (
        <Typography.Paragraph>
          Your account has no e-mail address yet. Add one so you can reset your password if you forget it.
        </Typography.Paragraph>
      )}
      <Form component={false} layout="vertical" requiredMark={false}>
        <form onSubmit={formik.handleSubmit} noValidate aria-label="E-mail address">
          <FormikTextField formik={formik} name="email" label="E-mail address" type="email" autoComplete="email" />
          <Button type="primary" htmlType="submit" loading={formik.isSubmitting}>
            Save e-mail address
          </Button>
        </form>
      </Form>
      {dialog}
    </Card>
  );
}

const changeFormSchema = passwordChangeSchema.shape({
  confirmPassword: yup
    .string()
    .required(PASSWORD_MISMATCH_MESSAGE)
    .oneOf([yup.ref('newPassword')], PASSWORD_MISMATCH_MESSAGE),
});

function PasswordForm() {
  const toast = useAdminToast();
  const [change] = useAccountChangePasswordMutation();
  const formik = useFormik({
    initialValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    validationSchema: changeFormSchema,
    onSubmit: async (values, helpers) => {
      try {
        const result = await change({ variables: { currentPassword: values.currentPassword, newPassword: values.newPassword } });
        if (result.error || !result.data) throw result.error ?? new Error('No answer');
        toast.success('Password changed', 'Every other session has been signed out');
        helpers.resetForm();
      } catch (e) {
        toast.error('Error', messageOr(e, 'Could not change the password'));
      }
    },
  });
  return (
    <Card className="admin-card" title="Change password">
      <Form component={false} layout="vertical" requiredMark={false}>
        <form onSubmit={formik.handleSubmit} noValidate aria-label="Change password">
          <FormikTextField
            formik={formik}
            name="currentPassword"
            label="Current password"
            type="password"
            autoComplete="current-password"
          />
          <FormikTextField formik={formik} name="newPassword" label="New password" type="password" autoComplete="new-password" />
          <FormikTextField
            formik={formik}
            name="confirmPassword"
            label="Confirm new password"
            type="password"
            autoComplete="new-password"
          />
          <Button type="primary" htmlType="submit" loading={formik.isSubmitting}>
            Change password
          </Button>
        </form>
      </Form>
    </Card>
  );
}
