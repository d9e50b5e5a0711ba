import { Children, type AnchorHTMLAttributes, type ReactNode } from 'react';
import { ANTD_SCOPE } from './antd-scope';

// A link drawn as an antd Button without rendering one: the same classes and inner spans, so the
// site's stylesheet draws it the same. A Button costs a theme lookup, a style hook and a wave
// effect per render; a link needs none of them (docs/decisions/0035).

type PlainButtonType = 'primary' | 'default' | 'link' | 'text';

export interface PlainButtonLook {
  type?: PlainButtonType;
  size?: 'small' | 'middle' | 'large';
  block?: boolean;
  icon?: ReactNode;
}

const VARIANT: Record<PlainButtonType, string> = {
  primary: 'ant-btn-primary ant-btn-color-primary ant-btn-variant-solid',
  default: 'ant-btn-default ant-btn-color-default ant-btn-variant-outlined',
  link: 'ant-btn-link ant-btn-color-link ant-btn-variant-link',
  text: 'ant-btn-text ant-btn-color-default ant-btn-variant-text',
};

const SIZE = { small: 'ant-btn-sm', middle: undefined, large: 'ant-btn-lg' } as const;

export function plainButtonClass(
  { type = 'default', size = 'middle', block }: PlainButtonLook,
  iconOnly: boolean,
  className?: string,
): string {
  return ['ant-btn', ANTD_SCOPE, VARIANT[type], SIZE[size], iconOnly && 'ant-btn-icon-only', block && 'ant-btn-block', className]
    .filter(Boolean)
    .join(' ');
}

// As antd does: adjacent texts become one, and each text is wrapped in a <span>.
function spacedChildren(children: ReactNode): ReactNode[] {
  const merged: ReactNode[] = [];
  Children.forEach(children, (child) => {
    if (child === null || child === undefined || typeof child === 'boolean') return;
    const last = merged[merged.length - 1];
    const isText = typeof child === 'string' || typeof child === 'number';
    if (isText && (typeof last === 'string' || typeof last === 'number')) merged[merged.length - 1] = `${last}${child}`;
    else merged.push(isText ? String(child) : child);
  });
  return merged.map((child, index) => (typeof child === 'string' ? <span key={index}>{child}</span> : child));
}

type PlainLinkButtonProps = PlainButtonLook & AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

export function PlainLinkButton({ type, size, block, icon, className, children, ...anchor }: PlainLinkButtonProps) {
  const content = spacedChildren(children);
  const iconOnly = icon !== undefined && content.length === 0;
  return (
    <a {...anchor} className={plainButtonClass({ type, size, block }, iconOnly, className)}>
      {icon !== undefined && <span className="ant-btn-icon">{icon}</span>}
      {content}
    </a>
  );
}
