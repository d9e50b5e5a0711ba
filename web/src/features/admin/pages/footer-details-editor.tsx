// Admin → Navigation, the footer's details (issue 31, decision 0071): the company blurb, the
// contact details (e-mail, phone, address) and the social links, checked as the server checks
// them (schema/validation/footer.ts). Editors and up save them (live at once); other roles read.
import { useState } from 'react';
import { Alert, Button, Card, Input, Select, Space, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined, SaveOutlined } from '@ant-design/icons';
import {
  checkFooterInput,
  SOCIAL_LABELS,
  SOCIAL_NETWORKS,
  type FooterDetails,
  type SocialNetwork,
} from '../../../../../schema/validation/footer';
import { useAdminFooterQuery, useUpdateFooterMutation, type AdminFooterFieldsFragment } from '../../../graphql/generated';
import { useAdminToast } from '../../../app/use-admin-toast';
import { EditorLoadError } from '../shared/editor-kit';
import { formatDateTime } from '../shared/admin-format';
import { messageOr } from '../shared/admin-errors';
import { useMayPublish } from '../content/publish-actions';

const TITLE = 'Footer details';

export function FooterDetailsEditor() {
  const { data, error, refetch } = useAdminFooterQuery({ fetchPolicy: 'network-only' });
  if (error) return <EditorLoadError thing="footer details" onRetry={() => void refetch().catch(() => undefined)} />;
  if (!data) return null;
  return <FooterForm key={data.adminFooter.version} footer={data.adminFooter} />;
}

/** The saved details as the form's values (GraphQL's extra fields left out). */
function valuesOf(footer: AdminFooterFieldsFragment): FooterDetails {
  const { blurb, email, phone, address, social } = footer.details;
  return { blurb, email, phone, address, social: social.map(({ network, url }) => ({ network: network as SocialNetwork, url })) };
}

function FooterForm({ footer }: { footer: AdminFooterFieldsFragment }) {
  const mayEdit = useMayPublish();
  const toast = useAdminToast();
  const [values, setValues] = useState<FooterDetails>(() => valuesOf(footer));
  const [version, setVersion] = useState(footer.version);
  const [tried, setTried] = useState(false);
  const [save, saving] = useUpdateFooterMutation();
  const input = { details: values, expectedVersion: version || null };
  const checked = checkFooterInput(input);
  const errors: Record<string, string> = tried && !checked.ok ? Object.fromEntries(checked.errors.map((e) => [e.field, e.message])) : {};
  const set = (next: Partial<FooterDetails>) => setValues({ ...values, ...next });
  const missing = SOCIAL_NETWORKS.filter((network) => !values.social.some((link) => link.network === network));

  const onSave = async () => {
    setTried(true);
    if (!checked.ok) return;
    try {
      const result = await save({ variables: { input } });
      if (result.error || !result.data) throw result.error ?? new Error('No answer');
      setVersion(result.data.updateFooter.version);
      setValues(valuesOf(result.data.updateFooter));
      toast.success(`${TITLE} saved`);
    } catch (failure) {
      toast.error('Error', messageOr(failure, 'Could not save the footer details'));
    }
  };

  return (
    <Card
      className="admin-card nav-editor"
      title={<h2 className="nav-editor__title">{TITLE}</h2>}
      extra={
        footer.updatedBy ? (
          <Typography.Text type="secondary">
            Saved {formatDateTime(footer.updatedAt)} by {footer.updatedBy}
          </Typography.Text>
        ) : null
      }
    >
      <section aria-label={TITLE} className="nav-editor__fields footer-editor">
        {!mayEdit && (
          <Alert type="info" showIcon title="Editors and Administrators change the footer; you can read it." className="nav-editor__note" />
        )}
        <TextField
          id="footer-blurb"
          label="Company blurb"
          area
          value={values.blurb}
          error={errors['details.blurb']}
          disabled={!mayEdit}
          onChange={(blurb) => set({ blurb })}
        />
        <TextField
          id="footer-email"
          label="E-mail"
          value={values.email}
          error={errors['details.email']}
          disabled={!mayEdit}
          onChange={(email) => set({ email })}
        />
        <TextField
          id="footer-phone"
          label="Phone"
          value={values.phone}
          error={errors['details.phone']}
          disabled={!mayEdit}
          onChange={(phone) => set({ phone })}
        />
        <TextField
          id="footer-address"
          label="Address"
          value={values.address}
          error={errors['details.address']}
          disabled={!mayEdit}
          onChange={(address) => set({ address })}
        />
        <SocialFields social={values.social} errors={errors} disabled={!mayEdit} onChange={(social) => set({ social })} />
        {mayEdit && (
          <Space wrap className="nav-editor__buttons">
            {missing.length > 0 && (
              <Select<SocialNetwork | null>
                aria-label="Add a social link"
                placeholder="Add a social link"
                value={null}
                options={missing.map((network) => ({ value: network, label: SOCIAL_LABELS[network] }))}
                onChange={(network) => network && set({ social: [...values.social, { network, url: '' }] })}
                suffixIcon={<PlusOutlined aria-hidden />}
                popupMatchSelectWidth={false}
              />
            )}
            <Button type="primary" icon={<SaveOutlined aria-hidden />} loading={saving.loading} onClick={() => void onSave()}>
              Save footer details
            </Button>
          </Space>
        )}
      </section>
    </Card>
  );
}

/** The social links: an address each (empty: a placeholder), removable. */
function SocialFields({
  social,
  errors,
  disabled,
  onChange,
}: {
  social: FooterDetails['social'];
  errors: Record<string, string>;
  disabled: boolean;
  onChange: (social: FooterDetails['social']) => void;
}) {
  return (
    <>
      <h3 className="footer-editor__subtitle">Social links</h3>
      <p className="footer-editor__hint">An https address each; leave one empty to show the icon as a placeholder.</p>
      {errors['details.social'] && <span className="nav-editor__error">{errors['details.social']}</span>}
      {social.map((link, index) => (
        <Space key={link.network} align="start" className="footer-editor__social">
          <TextField
            id={`footer-social-${link.network}`}
            label={SOCIAL_LABELS[link.network]}
            value={link.url}
            placeholder="https://"
            error={errors[`details.social.${index}.url`]}
            disabled={disabled}
            onChange={(url) => onChange(social.map((other, i) => (i === index ? { ...other, url } : other)))}
          />
          {!disabled && (
            <Button
              size="small"
              danger
              icon={<DeleteOutlined aria-hidden />}
              aria-label={`Remove ${SOCIAL_LABELS[link.network]}`}
              onClick={() => onChange(social.filter((_, i) => i !== index))}
            />
          )}
        </Space>
      ))}
    </>
  );
}

interface TextFieldProps {
  id: string;
  label: string;
  value: string;
  error?: string;
  disabled: boolean;
  area?: boolean;
  placeholder?: string;
  onChange: (value: string) => void;
}

function TextField({ id, label, value, error, disabled, area, placeholder, onChange }: TextFieldProps) {
  const common = {
    id,
    value,
    disabled,
    placeholder,
    status: error ? ('error' as const) : undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
  };
  return (
    <label htmlFor={id} className="nav-editor__field footer-editor__field">
      <span>{label}</span>
      {area ? (
        <Input.TextArea {...common} autoSize={{ minRows: 2, maxRows: 6 }} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <Input {...common} onChange={(event) => onChange(event.target.value)} />
      )}
      {error && (
        <span id={`${id}-error`} className="nav-editor__error">
          {error}
        </span>
      )}
    </label>
  );
}
