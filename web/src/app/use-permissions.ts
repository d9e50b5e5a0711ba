import { deniedReason, may, type Permission } from '../../../schema/permissions';
import { useCurrentUser } from './use-current-user';

export interface Permissions {
  /** Whether the signed-in user's role holds the permission: the server's own table (schema/permissions.ts). */
  can(permission: Permission): boolean;
  /** Why not, for the hover and focus text of a control the role may not use. */
  why(permission: Permission): string;
}

// The admin screens offer only what the server allows (issue 34, decision 0068): each action asks
// `can(...)` with the permission its GraphQL field or REST path is guarded by. Signed out: nothing.
export function usePermissions(): Permissions {
  const { user } = useCurrentUser();
  return { can: (permission) => may(user?.role, permission), why: deniedReason };
}
