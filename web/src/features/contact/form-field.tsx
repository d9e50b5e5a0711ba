import type { ReactNode } from 'react';
import { errorAria, FieldMessage } from '../../app/forms/field-message';
import { ANTD_SCOPE } from '../../app/plain/antd-scope';

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

// One labelled control with its error underneath, in the markup and classes of antd's vertical
// Form.Item (required mark hidden) without rendering one: the item, its grid row and columns cost
// more than the rest of a form (docs/decisions/0035). Formik holds the state; a control shows its
// error state itself (an antd Input's `status`). The message carries its own id so the control can
// point at it (aria-describedby).
export function FormField({ id, label, error, required, children }: FormFieldProps) {
  const item = ['ant-form-item', ANTD_SCOPE, 'ant-form-css-var', 'ant-form-item-vertical', error && 'ant-form-item-has-error'];
  return (
    <div className={item.filter(Boolean).join(' ')}>
      <div className={`ant-row ant-form-item-row ${ANTD_SCOPE}`}>
        <div className={`ant-col ant-form-item-label ${ANTD_SCOPE}`}>
          <label
            htmlFor={id}
            className={required ? 'ant-form-item-required ant-form-item-required-mark-hidden' : 'ant-form-item-required-mark-hidden'}
            title={typeof label === 'string' ? label : undefined}
          >
            {label}
          </label>
        </div>
        <div className={`ant-col ant-form-item-control ${ANTD_SCOPE}`}>
          <div className="ant-form-item-control-input">
            <div className="ant-form-item-control-input-content">
              {children}
              <FieldMessage id={id} error={error} />
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}
