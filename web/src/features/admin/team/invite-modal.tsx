// "Invite user" on /admin/users: a name, an e-mail address and a role the inviter may give.
import { Form, Modal, Select } from 'antd';
import { useFormik } from 'formik';
import { inviteSchema } from '../../../../../schema/validation/accounts';
import { FormikTextField } from '../../../app/forms/formik-text-field';
import { useAdminToast } from '../../../app/use-admin-toast';
import { useAdminInviteUserMutation } from '../../../graphql/generated';
import { messageOr } from '../shared/admin-errors';
import { roleOptions } from './team-table';
import { REFETCH } from './use-team-actions';

export function InviteModal({ open, onClose, myRank }: { open: boolean; onClose: () => void; myRank: number }) {
  const toast = useAdminToast();
  const [invite] = useAdminInviteUserMutation(REFETCH);
  const formik = useFormik({
    initialValues: { name: '', email: '', role: 'EDITOR' },
    validationSchema: inviteSchema,
    onSubmit: async (values, helpers) => {
      const { name, email, role } = inviteSchema.cast(values);
      try {
        const result = await invite({ variables: { name, email, role } });
        if (result.error || !result.data) throw result.error ?? new Error('No answer');
        toast.success('Invitation sent', `${email} will receive a link valid for 7 days`);
        helpers.resetForm();
        onClose();
      } catch (e) {
        toast.error('Error', messageOr(e, 'Could not send the invitation'));
      }
    },
  });
  return (
    <Modal
      open={open}
      title="Invite user"
      okText="Send invitation"
      onOk={() => void formik.submitForm()}
      confirmLoading={formik.isSubmitting}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form component={false} layout="vertical" requiredMark={false}>
        <form onSubmit={formik.handleSubmit} noValidate aria-label="Invite user">
          <FormikTextField formik={formik} name="name" label="Name" />
          <FormikTextField formik={formik} name="email" label="E-mail address" type="email" />
          <Form.Item label="Role" htmlFor="invite-role">
            <Select
              id="invite-role"
              value={formik.values.role}
              onChange={(role: string) => void formik.setFieldValue('role', role)}
              options={roleOptions(myRank)}
            />
          </Form.Item>
          <button type="submit" hidden />
        </form>
      </Form>
    </Modal>
  );
}
