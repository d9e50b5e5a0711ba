import { useCallback } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { AdminDashboardCountsDocument, AdminLeadStatusCountsDocument, AdminLeadsOverTimeDocument } from '../../../graphql/generated';

/** Asks the count cards and the leads chart again (with a tab's Refresh). */
export function useRefreshDashboard(): () => void {
  const client = useApolloClient();
  return useCallback(() => {
    void client
      .refetchQueries({ include: [AdminDashboardCountsDocument, AdminLeadsOverTimeDocument, AdminLeadStatusCountsDocument] })
      .catch(() => undefined);
  }, [client]);
}
