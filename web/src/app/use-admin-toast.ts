import { useMemo } from 'react';
import { App } from 'antd';
import { restartedDuration } from './toast-region';

// The toasts of the admin screens and of sign-in/sign-out (SPEC §8), through antd's App
// notification API. SPEC §9: one toast at a time (each replaces the last in place, sign-out's
// included; destroying it first could let its closing animation take the new one with it) and
// a 5 s display. Where the spec writes 'Title: description' or 'Title (description)', the
// description goes under the title.
const TOAST_KEY = 'admin-toast';

export interface AdminToast {
  success(title: string, description?: string): void;
  error(title: string, description?: string): void;
}

export function useAdminToast(): AdminToast {
  const { notification } = App.useApp();
  return useMemo(() => {
    const show = (kind: 'success' | 'error', title: string, description?: string) => {
      notification[kind]({
        key: TOAST_KEY,
        title,
        description,
        duration: restartedDuration(TOAST_KEY),
        role: kind === 'error' ? 'alert' : 'status',
      });
    };
    return {
      success: (title, description) => show('success', title, description),
      error: (title, description) => show('error', title, description),
    };
  }, [notification]);
}
