import type { ReactNode } from 'react';
import { Form } from 'antd';
import { errorAria, FieldMessage } from '../../app/forms/field-message';

interface FormFieldProps {
  /** The id of the control, which the label points at. */
  id: string;
  label: ReactNode;
  /** The validation message to show under the control, if any (SPEC §5 texts). */
  error?: string;
  required?: boolean;
  children: ReactNode;
}

export { errorAria, FieldMessage };

// One labelled control with its error underneath: antd's Form.Item for the layout, formik for the
// state. The message carries its own id so the control can point at it (aria-describedby).
export function FormField({ id, label, error, required, children }: FormFieldProps) {
  return (
    <Form.Item label={label} htmlFor={id} required={required} validateStatus={error ? 'error' : undefined}>
      {children}
      <FieldMessage id={id} error={error} />
    </Form.Item>
  );
}
