// One text (or password) control bound to a formik field, with its label and message (the admin's
// small account forms: invitation, profile, password reset).
import { useId } from 'react';
import { Form, Input } from 'antd';
import type { FormikProps } from 'formik';
import { errorAria, FieldMessage } from './field-message';

interface FormikTextFieldProps<V> {
  formik: FormikProps<V>;
  name: keyof V & string;
  label: string;
  type?: 'text' | 'password' | 'email';
  autoComplete?: string;
}

export function FormikTextField<V>({ formik, name, label, type = 'text', autoComplete }: FormikTextFieldProps<V>) {
  const id = `${useId()}-${name}`;
  const touched = (formik.touched as Record<string, unknown>)[name];
  const error = touched ? ((formik.errors as Record<string, string | undefined>)[name] ?? undefined) : undefined;
  const props = {
    id,
    name,
    autoComplete,
    value: String((formik.values as Record<string, unknown>)[name] ?? ''),
    onChange: formik.handleChange,
    onBlur: formik.handleBlur,
    status: error ? ('error' as const) : undefined,
    ...errorAria(id, error),
  };
  return (
    <Form.Item label={label} htmlFor={id}>
      {type === 'password' ? <Input.Password {...props} /> : <Input {...props} type={type} />}
      <FieldMessage id={id} error={error} />
    </Form.Item>
  );
}
