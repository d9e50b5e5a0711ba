import type { ReactNode } from 'react';
import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { App as AntApp, ConfigProvider } from 'antd';
import { theme } from './theme';

// Everything the app needs except the router, so the browser entry (BrowserRouter) and a later
// server renderer (StaticRouter) wrap the same providers.
export function AppProviders({ client, children }: { client: ApolloClient; children: ReactNode }) {
  return (
    <ApolloProvider client={client}>
      <ConfigProvider theme={theme}>
        {/* SPEC §9: one toast at a time; a toast with the key of a shown one replaces it in place. */}
        <AntApp notification={{ maxCount: 1 }}>{children}</AntApp>
      </ConfigProvider>
    </ApolloProvider>
  );
}
