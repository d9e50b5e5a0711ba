// An action the signed-in role may not take (issue 34, decision 0068): shown, but unavailable,
// with the reason on hover and on focus. A disabled <button> takes no focus (a keyboard user would
// never hear why), so this one stays focusable, says aria-disabled and does nothing when pressed.
import { useId, type ReactNode } from 'react';
import { Button, Tooltip } from 'antd';
import type { Permission } from '../../../../../schema/permissions';
import { usePermissions } from '../../../app/use-permissions';

function DeniedButton({ permission, icon, children }: { permission: Permission; icon?: ReactNode; children: ReactNode }) {
  const { why } = usePermissions();
  const reasonId = useId();
  return (
    <>
      <Tooltip title={why(permission)} trigger={['hover', 'focus']}>
        <Button
          icon={icon}
          aria-disabled="true"
          aria-describedby={reasonId}
          className="admin-denied"
          onClick={(event) => event.preventDefault()}
        >
          {children}
        </Button>
      </Tooltip>
      <span id={reasonId} className="admin-sr-only">
        {why(permission)}
      </span>
    </>
  );
}

/** `children` when the role holds `permission`; otherwise the same action, unavailable, with the reason. */
export function Permitted({
  permission,
  icon,
  label,
  children,
}: {
  permission: Permission;
  icon?: ReactNode;
  /** The action's words, as the permitted control shows them. */
  label: string;
  children: ReactNode;
}) {
  const { can } = usePermissions();
  if (can(permission)) return children;
  return (
    <DeniedButton permission={permission} icon={icon}>
      {label}
    </DeniedButton>
  );
}
