import { useEffect, type ReactNode } from 'react';
import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { App as AntApp, ConfigProvider } from 'antd';
import { MotionPreference, NO_WAVE, useMotionPreference } from './reduced-motion';
import { theme } from './theme';
import { firstRenderCommitted } from './early-interactions';
import { TOAST_DURATION_S, ToastRegion, toastContainer } from './toast-region';

// Everything the app needs except the router, so the browser entry (BrowserRouter) and a later
// server renderer (StaticRouter) wrap the same providers.
export function AppProviders({ client, children }: { client: ApolloClient; children: ReactNode }) {
  const reducedMotion = useMotionPreference();
  // What the visitor did before the app ran is replayed only on markup React has committed.
  useEffect(() => firstRenderCommitted(), []);
  return (
    <ApolloProvider client={client}>
      <ConfigProvider theme={theme} wave={reducedMotion ? NO_WAVE : undefined}>
        <MotionPreference reduced={reducedMotion}>
          {/* SPEC §9: one toast at a time (a toast with the key of a shown one replaces it in place),
              5 s unless a call says otherwise, drawn inside the notifications region. */}
          <AntApp notification={{ maxCount: 1, duration: TOAST_DURATION_S, getContainer: toastContainer }}>
            {children}
            <ToastRegion />
          </AntApp>
        </MotionPreference>
      </ConfigProvider>
    </ApolloProvider>
  );
}
