// The editors' publication time (issue 12, SPEC §4): a date and time in the admin's time zone,
// stored as an ISO instant; a future time makes Publish schedule the post or page instead.
import { DatePicker, Tag } from 'antd';
import dayjs from 'dayjs';
import { useFormikContext } from 'formik';
import { FieldItem, fieldId, useFieldError } from '../shared/editor-kit';

/** The time zone the admin's dates are shown in. */
function localTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'your time zone';
  } catch {
    return 'your time zone';
  }
}

/** `publishedAt` of the form `form`; `thing` names the item in the hint ('post', 'page'). */
export function PublishedAtField({ form, thing, scheduled }: { form: string; thing: string; scheduled: boolean }) {
  const formik = useFormikContext<{ publishedAt: string }>();
  const error = useFieldError('publishedAt');
  const value = formik.values.publishedAt ? dayjs(formik.values.publishedAt) : null;
  return (
    <FieldItem
      form={form}
      name="publishedAt"
      label={
        <span>
          Published at{' '}
          {scheduled && (
            <Tag color="blue" className="admin-editor__scheduled">
              Scheduled
            </Tag>
          )}
        </span>
      }
      extra={`Shown in ${localTimeZone()}. A future time schedules the ${thing}.`}
    >
      <DatePicker
        id={fieldId(form, 'publishedAt')}
        showTime={{ format: 'HH:mm' }}
        format="YYYY-MM-DD HH:mm"
        value={value && value.isValid() ? value : null}
        // Stored in UTC: the picker's local time becomes an ISO instant.
        onChange={(next) => void formik.setFieldValue('publishedAt', next ? next.toDate().toISOString() : '')}
        onBlur={() => void formik.setFieldTouched('publishedAt', true)}
        // Enter confirms the typed date; it must not also submit the whole form.
        onKeyDown={(event) => {
          if (event.key === 'Enter') event.preventDefault();
        }}
        status={error ? 'error' : undefined}
        className="admin-editor__date"
        placeholder="Now"
      />
    </FieldItem>
  );
}
