import { useMemo } from 'react';
import { App } from 'antd';

// The toasts of the admin screens (SPEC §8), through antd's App notification API. SPEC §9: one
// toast at a time (each replaces the last) and a 5 s display. Where the spec writes
// 'Title: description', the part before ': ' is the title and the rest the description.
const TOAST_KEY = 'admin-toast';
const TOAST_DURATION_S = 5;

export interface AdminToast {
  success(title: string, description?: string): void;
  error(title: string, description?: string): void;
}

export function useAdminToast(): AdminToast {
  const { notification } = App.useApp();
  return useMemo(() => {
    const show = (kind: 'success' | 'error', title: string, description?: string) => {
      notification.destroy();
      notification[kind]({ key: TOAST_KEY, title, description, duration: TOAST_DURATION_S, role: kind === 'error' ? 'alert' : 'status' });
    };
    return {
      success: (title, description) => show('success', title, description),
      error: (title, description) => show('error', title, description),
    };
  }, [notification]);
}
