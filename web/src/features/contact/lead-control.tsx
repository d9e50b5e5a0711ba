import type { ChangeEventHandler, FocusEventHandler } from 'react';
import { Input } from 'antd';
import { ANTD_SCOPE } from '../../app/plain/antd-scope';
import { useServerRender } from '../../app/plain/use-server-render';

interface LeadControlProps {
  id: string;
  name: string;
  value: string;
  placeholder?: string;
  autoComplete?: string;
  type?: 'text' | 'email';
  /** A text area of this many rows instead of a one-line input. */
  rows?: number;
  status?: 'error';
  onChange: ChangeEventHandler<HTMLInputElement | HTMLTextAreaElement>;
  onBlur: FocusEventHandler<HTMLInputElement | HTMLTextAreaElement>;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

// A lead form's text control. The browser renders antd's Input (focus and status handling); the
// server writes the very markup antd's Input produces for these props, without its hooks (the
// inputs were a twentieth of the home page's render cost), so hydration adopts it unchanged
// (docs/decisions/0035; tests/e2e/shell.spec.ts checks for hydration errors).
export function LeadControl({ rows, type = 'text', autoComplete, status, ...control }: LeadControlProps) {
  const onServer = useServerRender();
  if (!onServer) {
    return rows ? (
      <Input.TextArea rows={rows} status={status} {...control} />
    ) : (
      <Input type={type} autoComplete={autoComplete} status={status} {...control} />
    );
  }
  const className = ['ant-input', 'ant-input-outlined', status && `ant-input-status-${status}`, ANTD_SCOPE, 'ant-input-css-var']
    .filter(Boolean)
    .join(' ');
  return rows ? (
    <textarea rows={rows} {...control} className={className} />
  ) : (
    <input type={type} autoComplete={autoComplete} {...control} className={className} />
  );
}
