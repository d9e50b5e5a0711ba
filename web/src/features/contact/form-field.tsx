import type { ReactNode } from 'react';
import { Form } from 'antd';

interface FormFieldProps {
  /** The id of the control, which the label points at. */
  id: string;
  label: ReactNode;
  /** The validation message to show under the control, if any (SPEC §5 texts). */
  error?: string;
  required?: boolean;
  children: ReactNode;
}

/** The id of a field's error message, for the control's aria-describedby. */
export const errorIdOf = (id: string) => `${id}-error`;

// One labelled control with its error underneath: antd's Form.Item for the layout, formik for the
// state. The message carries its own id so the control can point at it (aria-describedby).
export function FormField({ id, label, error, required, children }: FormFieldProps) {
  return (
    <Form.Item
      label={label}
      htmlFor={id}
      required={required}
      validateStatus={error ? 'error' : undefined}
      help={error ? <span id={errorIdOf(id)}>{error}</span> : undefined}
    >
      {children}
    </Form.Item>
  );
}

/** aria attributes of a control from its error state. */
export function errorAria(id: string, error: string | undefined) {
  return error ? { 'aria-invalid': true as const, 'aria-describedby': errorIdOf(id) } : {};
}
