// A lead record as the AdminLead query answers it, and the page rendered in a router with Apollo's
// mocked provider: shared by the lead detail's component tests.
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { render } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AdminLeadDocument, AdminLeadOwnersDocument, MeDocument } from '../../../../web/src/graphql/generated';
import { LeadDetailPage } from '../../../../web/src/features/admin/leads/lead-detail-page';

export type MockedResponse = MockLink.MockedResponse;

export const LEAD_ID = '11111111-1111-4111-8111-111111111111';

export function contactLead(toolResults: Record<string, unknown> | null) {
  return {
    __typename: 'LeadDetailView' as const,
    kind: 'CONTACT' as const,
    id: LEAD_ID,
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    company: 'Analytical Engines',
    cloudSpending: '10k-50k',
    message: 'Please call me.',
    privacyConsent: true,
    toolResults,
    createdAt: '2026-11-20T10:00:00.000Z',
    status: 'NEW' as const,
    ownerId: null,
    ownerName: null,
    labels: ['enterprise'],
    consent: null,
    notes: [],
    deliveries: [],
    otherLeads: [],
    attribution: {
      __typename: 'LeadAttributionView' as const,
      landingPage: '/calculator',
      referrer: null,
      utmSource: 'newsletter',
      utmMedium: 'email',
      utmCampaign: 'nov',
      utmTerm: null,
      utmContent: null,
      pagesBeforeLead: ['/calculator'],
      toolsBeforeLead: ['calculator_result'],
      secondsToLead: 360,
    },
  };
}

export const leadAnswer = (lead: ReturnType<typeof contactLead>, delay = 0): MockedResponse => ({
  request: { query: AdminLeadDocument, variables: { kind: 'CONTACT', id: LEAD_ID } },
  result: { data: { lead } },
  delay,
});

const baseMocks: MockedResponse[] = [
  {
    request: { query: MeDocument },
    result: { data: { me: { __typename: 'User', id: 'u1', username: 'editor', role: 'EDITOR', email: 'e@example.com' } } },
    maxUsageCount: 5,
  },
  {
    request: { query: AdminLeadOwnersDocument },
    result: { data: { leadOwners: [{ __typename: 'LeadOwnerOption', id: 'u1', name: 'editor' }] } },
    maxUsageCount: 5,
  },
];

export function renderLeadDetail(mocks: MockedResponse[], path = `/admin/leads/contact/${LEAD_ID}`) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <MockedProvider mocks={[...baseMocks, ...mocks]}>
        {/* antd's App: the screen's toasts render, as under the admin's providers. */}
        <App>
          <Routes>
            <Route path="/admin/leads/:kind/:id" element={<LeadDetailPage />} />
          </Routes>
        </App>
      </MockedProvider>
    </MemoryRouter>,
  );
}
