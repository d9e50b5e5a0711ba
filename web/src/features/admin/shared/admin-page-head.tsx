// The head of an admin screen: the way back to the dashboard, the screen's one h1 and its actions
// (an export, an "Invite user"), laid out by admin.css's admin-page__head.
import type { ReactNode } from 'react';
import { Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { ButtonLink } from '../../../app/button-link';

/** `back`: the dashboard, or one of its tabs. */
export function AdminPageHead({
  title,
  back = '/admin',
  backLabel = 'Back to Dashboard',
  children,
}: {
  title: string;
  back?: string;
  /** When the way back is not the dashboard ('Back to Pages'). */
  backLabel?: string;
  children?: ReactNode;
}) {
  return (
    <>
      <ButtonLink to={back} type="link" icon={<ArrowLeftOutlined aria-hidden />} className="admin-editor__back">
        {backLabel}
      </ButtonLink>
      <header className="admin-page__head">
        <Typography.Title level={1} className="admin-page__title">
          {title}
        </Typography.Title>
        {children}
      </header>
    </>
  );
}
