import { useMemo } from 'react';
import { App } from 'antd';
import { restartedDuration } from '../../app/toast-region';

// SPEC §8 notices of the lead and contact forms, shown through antd's App notification API.
// SPEC §9: one toast at a time (every notice shares one key, so each replaces the last in place,
// and the App allows one at most) and a 5 s display, whole for each (restartedDuration).
const NOTICE_KEY = 'lead-form-notice';

export const SUCCESS_TITLE = 'Success!';
export const FAILURE_TITLE = 'Error';
export const FAILURE_TEXT = 'There was a problem submitting your request. Please try again.';

export function useLeadNotice() {
  const { notification } = App.useApp();
  return useMemo(
    () => ({
      success(description: string) {
        // A success is announced politely (role=status); only a failure interrupts (antd's default, role=alert).
        notification.success({
          key: NOTICE_KEY,
          title: SUCCESS_TITLE,
          description,
          duration: restartedDuration(NOTICE_KEY),
          role: 'status',
        });
      },
      failure() {
        notification.error({ key: NOTICE_KEY, title: FAILURE_TITLE, description: FAILURE_TEXT, duration: restartedDuration(NOTICE_KEY) });
      },
    }),
    [notification],
  );
}
