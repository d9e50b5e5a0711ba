// A field's validation message under its control (shared by the lead forms and the calculators).
import './forms.css';

/** The id of a field's error message, for the control's aria-describedby. */
const errorIdOf = (id: string) => `${id}-error`;

/**
 * A field's message, in antd's classes. Rendered by us rather than through Form.Item's `help`,
 * which antd only shows once the page is live: a form posted without JavaScript comes back with
 * its messages in the server's HTML.
 */
export function FieldMessage({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <div className="ant-form-item-explain ant-form-item-explain-connected field-message">
      <div className="ant-form-item-explain-error" id={errorIdOf(id)}>
        {error}
      </div>
    </div>
  );
}

/** aria attributes of a control from its error state. */
export function errorAria(id: string, error: string | undefined) {
  return error ? { 'aria-invalid': true as const, 'aria-describedby': errorIdOf(id) } : {};
}
