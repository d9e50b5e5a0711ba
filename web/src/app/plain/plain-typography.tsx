import type { HTMLAttributes, ReactNode } from 'react';
import { ANTD_SCOPE } from './antd-scope';

// antd's Typography.Title / Typography.Paragraph markup without the components: same elements and
// classes, so the site's stylesheet draws them the same, at a fraction of the render cost
// (docs/decisions/0035). For static text only: no ellipsis, copy or edit features.

const scoped = (className?: string) => ['ant-typography', className, ANTD_SCOPE].filter(Boolean).join(' ');

interface TitleProps extends HTMLAttributes<HTMLHeadingElement> {
  level: 1 | 2 | 3 | 4 | 5;
  children: ReactNode;
}

export function PlainTitle({ level, className, children, ...rest }: TitleProps) {
  const Tag = `h${level}` as const;
  return (
    <Tag {...rest} className={scoped(className)}>
      {children}
    </Tag>
  );
}

export function PlainParagraph({ className, children, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div {...rest} className={scoped(className)}>
      {children}
    </div>
  );
}
