// Building blocks the three editors share (SPEC §2 'Admin editors'): the page with its Back link
// and its loading, not-found and load-error states, a formik-bound form item that shows the
// field's rule message under it, the slug input with Generate, the cover image preview, the
// Cancel/Save bar and the submit's toasts.
import { useEffect, useState, type ReactNode } from 'react';
import { Alert, Button, Card, Form, Input, Result, Select, Skeleton, Space, Switch, Typography } from 'antd';
import { ArrowLeftOutlined, SaveOutlined, SyncOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { getIn, useFormikContext, type FormikErrors, type FormikHelpers } from 'formik';
import { isWebUrl } from '../../../../../schema/validation/content';
import { slugify } from '../../../../../schema/validation/slug';
import { ButtonLink } from '../../../app/button-link';
import { usePageMeta } from '../../../app/use-page-meta';
import { conflictVersion, errorCode, fieldErrorsOf, messageOr } from './admin-errors';

export { splitToast } from './admin-errors';
import { useAdminToast, type AdminToast } from '../../../app/use-admin-toast';
import './admin.css';

// ---- page frame ------------------------------------------------------------------------------

interface EditorFrameProps {
  title: string;
  intro: ReactNode;
  /** The dashboard tab of this kind of item. */
  backTo: string;
  /** The way back's text, when it does not lead to the dashboard ('Back to Pages'). */
  backLabel?: string;
  children: ReactNode;
}

export function EditorFrame({ title, intro, backTo, backLabel = 'Back to Dashboard', children }: EditorFrameProps) {
  return (
    <div className="admin-page admin-editor container">
      <ButtonLink to={backTo} type="link" icon={<ArrowLeftOutlined aria-hidden />} className="admin-editor__back">
        {backLabel}
      </ButtonLink>
      <Typography.Title level={1} className="admin-page__title">
        {title}
      </Typography.Title>
      <Typography.Paragraph type="secondary" className="admin-editor__intro">
        {intro}
      </Typography.Paragraph>
      {children}
    </div>
  );
}

interface EditorPageProps<T> {
  /** 'blog post', 'category', 'resource': named in the not-found and load-error states. */
  thing: string;
  /** The heading and document title: 'New Category', 'Edit Category'. */
  title: string;
  /** The document's meta description. */
  summary: string;
  intro: ReactNode;
  backTo: string;
  backLabel?: string;
  creating: boolean;
  /** The item to edit: undefined while it loads, null when the route's id names nothing. */
  item: T | null | undefined;
  error?: unknown;
  onRetry: () => void;
  /** The form, for a new item (null) or the loaded one (give it the item's id as key). */
  renderForm: (item: T | null) => ReactNode;
}

/** An editor's page: one form creates and edits, once the item to edit has loaded. */
export function EditorPage<T>({
  thing,
  title,
  summary,
  intro,
  backTo,
  backLabel,
  creating,
  item,
  error,
  onRetry,
  renderForm,
}: EditorPageProps<T>) {
  usePageMeta(`${title} | FinOps Consulting Admin`, summary);
  let body: ReactNode;
  if (creating) body = renderForm(null);
  else if (item !== undefined) body = item ? renderForm(item) : <EditorNotFound thing={thing} />;
  else if (error) body = <EditorLoadError thing={thing} onRetry={onRetry} />;
  else body = <EditorLoading />;
  return (
    <EditorFrame title={title} backTo={backTo} backLabel={backLabel} intro={intro}>
      {body}
    </EditorFrame>
  );
}

/** While an item to edit loads: the form's outline. */
function EditorLoading() {
  return (
    <Card className="admin-card" aria-busy="true" aria-label="Loading">
      <Skeleton active paragraph={{ rows: 8 }} />
    </Card>
  );
}

/** The route's id names nothing (deleted, or a bad link). */
function EditorNotFound({ thing }: { thing: string }) {
  return (
    <Card className="admin-card">
      <Result
        status="404"
        title={`${thing[0].toUpperCase()}${thing.slice(1)} not found`}
        subTitle={`The ${thing} you are trying to edit does not exist or has been deleted.`}
        extra={
          <ButtonLink to="/admin" type="primary">
            Back to Dashboard
          </ButtonLink>
        }
      />
    </Card>
  );
}

export function EditorLoadError({ thing, onRetry }: { thing: string; onRetry: () => void }) {
  return (
    <Alert
      type="error"
      showIcon
      title={`Could not load the ${thing}`}
      description="Please try again."
      action={<Button onClick={onRetry}>Try again</Button>}
    />
  );
}

// ---- fields ----------------------------------------------------------------------------------

/** The id of a field's control, which its label points at. */
export const fieldId = (form: string, name: string) => `${form}-${name}`;

/** The message to show under a field: once it was left (or a submit was tried). */
export function useFieldError(name: string): string | undefined {
  const { errors, touched } = useFormikContext<Record<string, unknown>>();
  const error = getIn(errors, name) as string | undefined;
  return getIn(touched, name) && typeof error === 'string' ? error : undefined;
}

/** aria attributes tying a control to its message. */
export function fieldAria(form: string, name: string, error: string | undefined) {
  return error ? { 'aria-invalid': true as const, 'aria-describedby': `${fieldId(form, name)}-error` } : {};
}

interface FieldItemProps {
  form: string;
  name: string;
  label: ReactNode;
  required?: boolean;
  extra?: ReactNode;
  children: ReactNode;
}

export function FieldItem({ form, name, label, required, extra, children }: FieldItemProps) {
  const error = useFieldError(name);
  return (
    <Form.Item
      label={label}
      htmlFor={fieldId(form, name)}
      required={required}
      extra={extra}
      validateStatus={error ? 'error' : undefined}
      help={error ? <span id={`${fieldId(form, name)}-error`}>{error}</span> : undefined}
    >
      {children}
    </Form.Item>
  );
}

/** A text input bound to a formik field (trimmed rules apply on validation, not while typing). */
export function TextField({
  form,
  name,
  placeholder,
  onBlur,
  type,
}: {
  form: string;
  name: string;
  placeholder?: string;
  onBlur?: () => void;
  type?: string;
}) {
  const formik = useFormikContext<Record<string, string>>();
  const error = useFieldError(name);
  return (
    <Input
      id={fieldId(form, name)}
      name={name}
      type={type}
      placeholder={placeholder}
      value={formik.values[name] ?? ''}
      onChange={formik.handleChange}
      onBlur={(event) => {
        formik.handleBlur(event);
        onBlur?.();
      }}
      status={error ? 'error' : undefined}
      {...fieldAria(form, name, error)}
    />
  );
}

/** A multi-line text bound to a formik field, with a character count against `max`. */
export function TextAreaField({
  form,
  name,
  placeholder,
  rows = 3,
  max,
}: {
  form: string;
  name: string;
  placeholder?: string;
  rows?: number;
  max?: number;
}) {
  const formik = useFormikContext<Record<string, string>>();
  const error = useFieldError(name);
  return (
    <Input.TextArea
      id={fieldId(form, name)}
      name={name}
      rows={rows}
      placeholder={placeholder}
      value={formik.values[name] ?? ''}
      onChange={formik.handleChange}
      onBlur={formik.handleBlur}
      status={error ? 'error' : undefined}
      // A count, not a hard limit: a longer text shows the rule's message instead of being cut.
      showCount={max ? { formatter: ({ count }) => `${count} / ${max}` } : false}
      {...fieldAria(form, name, error)}
    />
  );
}

interface SelectFieldProps {
  form: string;
  name: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  placeholder?: string;
  loading?: boolean;
  showSearch?: boolean;
}

/** A single choice bound to a formik field. */
export function SelectField({ form, name, options, placeholder, loading, showSearch }: SelectFieldProps) {
  const formik = useFormikContext<Record<string, string>>();
  const error = useFieldError(name);
  const value = formik.values[name];
  return (
    <Select
      id={fieldId(form, name)}
      value={value === '' ? undefined : value}
      placeholder={placeholder}
      loading={loading}
      showSearch={showSearch ? { optionFilterProp: 'label' } : undefined}
      options={options.map(({ value: optionValue, label }) => ({ value: optionValue, label }))}
      onChange={(next: string) => void formik.setFieldValue(name, next)}
      onBlur={() => void formik.setFieldTouched(name, true)}
      status={error ? 'error' : undefined}
      {...fieldAria(form, name, error)}
    />
  );
}

/** An on/off switch bound to a boolean formik field, in its own labelled item. */
export function SwitchField({ form, name, label, extra }: { form: string; name: string; label: ReactNode; extra?: ReactNode }) {
  const formik = useFormikContext<Record<string, boolean>>();
  return (
    <Form.Item label={label} htmlFor={fieldId(form, name)} extra={extra}>
      <Switch id={fieldId(form, name)} checked={!!formik.values[name]} onChange={(checked) => void formik.setFieldValue(name, checked)} />
    </Form.Item>
  );
}

/** The slug input and its Generate button, which always regenerates from `source` (SPEC §4). */
export function SlugInput({ form, source, sourceLabel }: { form: string; source: string; sourceLabel: string }) {
  const formik = useFormikContext<{ slug: string }>();
  const error = useFieldError('slug');
  return (
    <Space.Compact block>
      <Input
        id={fieldId(form, 'slug')}
        name="slug"
        placeholder="my-page-address"
        value={formik.values.slug}
        onChange={formik.handleChange}
        onBlur={formik.handleBlur}
        status={error ? 'error' : undefined}
        {...fieldAria(form, 'slug', error)}
      />
      <Button
        icon={<SyncOutlined aria-hidden />}
        onClick={() => {
          void formik.setFieldValue('slug', slugify(source), true);
          void formik.setFieldTouched('slug', true, false);
        }}
        title={`Generate the slug from the ${sourceLabel}`}
      >
        Generate
      </Button>
    </Space.Compact>
  );
}

/** SPEC §2/§8: a live preview of the cover image, hidden when the image fails to load. */
export function CoverPreview({ url, alt }: { url: string; alt: string }) {
  const [failed, setFailed] = useState(false);
  const address = url.trim();
  // A new address gets a new chance to load.
  useEffect(() => setFailed(false), [address]);
  if (!address || !isWebUrl(address) || failed) return null;
  return (
    <div className="admin-cover-preview">
      <img src={address} alt={alt ? `Cover image preview: ${alt}` : 'Cover image preview'} onError={() => setFailed(true)} />
    </div>
  );
}

/** Cancel (back to /admin) and the submit button. */
export function EditorActions({
  creating,
  thing,
  submitting,
  cancelTo,
}: {
  creating: boolean;
  thing: string;
  submitting: boolean;
  cancelTo: string;
}) {
  return (
    <div className="admin-editor__actions">
      <ButtonLink to={cancelTo}>Cancel</ButtonLink>
      <Button type="primary" htmlType="submit" icon={<SaveOutlined aria-hidden />} loading={submitting}>
        {creating ? `Create ${thing}` : `Update ${thing}`}
      </Button>
    </div>
  );
}

// ---- submit ----------------------------------------------------------------------------------

/** What a create or update answered about the item it saved ({ createPost: { id, version } }...). */
function savedItemOf(data: unknown): { id: string; version: number } | null {
  const item = data && typeof data === 'object' ? (Object.values(data)[0] as unknown) : null;
  if (!item || typeof item !== 'object') return null;
  const { id, version } = item as { id?: unknown; version?: unknown };
  return typeof id === 'string' && typeof version === 'number' ? { id, version } : null;
}

/** A save that keeps the editor open (issue 34): "Save draft" and Ctrl/Cmd+S. */
export interface StayInEditor {
  /** Whether this save stays (asked when it succeeds). */
  when: () => boolean;
  /** The editor's address for an item just created ('/admin/blog/edit/{id}'). */
  editPath: (id: string) => string;
  /** The version the editor's next save names (version-conflict.tsx): moves to the saved one. */
  version: { current: number | null };
}

/**
 * Every editor's submit (SPEC §8): runs the write, then toasts '{Thing} created' or '... updated'
 * and returns to the dashboard tab — or, for a save that stays (`stay`), keeps the editor open: on
 * the new item's own address after a create, clean at the saved version after an update. A failure
 * toasts 'Error' with the server's message or the fallback ('Could not create {thing}') and puts the
 * server's per-field messages under the fields.
 */
export function useEditorSave<V>({
  thing,
  creating,
  backTo,
  stay,
  onConflict,
  onUnauthenticated,
}: {
  thing: string;
  creating: boolean;
  backTo: string;
  stay?: StayInEditor;
  /** A save over a newer version (CONFLICT): the editor compares and chooses instead of a toast. */
  onConflict?: (currentVersion: number) => void;
  /** A save refused because the session ended (UNAUTHENTICATED): sign in in place, then save again. */
  onUnauthenticated?: () => void;
}) {
  const navigate = useNavigate();
  const toast = useAdminToast();
  return async (write: () => Promise<{ data?: unknown; error?: unknown }>, helpers: FormikHelpers<V>, values?: V) => {
    try {
      const result = await write();
      if (result.error || !result.data) throw result.error ?? new Error('No answer');
      toast.success(`${thing} ${creating ? 'created' : 'updated'}`);
      const saved = savedItemOf(result.data);
      if (!stay || !saved || !stay.when()) void navigate(backTo);
      else if (creating) void navigate(stay.editPath(saved.id), { replace: true });
      else {
        stay.version.current = saved.version;
        // What was saved is the form's new starting point: no unsaved changes left.
        if (values) helpers.resetForm({ values });
      }
    } catch (error) {
      const newer = conflictVersion(error);
      if (newer !== undefined && onConflict) onConflict(newer);
      else if (errorCode(error) === 'UNAUTHENTICATED' && onUnauthenticated) onUnauthenticated();
      else reportSaveError(error, `Could not ${creating ? 'create' : 'update'} ${thing.toLowerCase()}`, toast, helpers);
    }
  };
}

/** The failure half of a save: the 'Error' toast and the server's per-field messages. */
export function reportSaveError<V>(error: unknown, fallback: string, toast: AdminToast, helpers: FormikHelpers<V>) {
  toast.error('Error', messageOr(error, fallback));
  const fields = fieldErrorsOf(error);
  // A submit has touched every field, so these show at once.
  if (Object.keys(fields).length > 0) helpers.setErrors(fields as FormikErrors<V>);
}
