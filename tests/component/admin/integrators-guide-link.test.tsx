// The admin's Webhooks and API tokens screens link the integrators' guide the site serves
// (/api/docs/integrators, issue 34), at its section, with a plain link: not a repository path.
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter } from 'react-router-dom';
import { WebhooksPage } from '../../../web/src/features/admin/delivery/webhooks-page';
import { ApiTokensPage } from '../../../web/src/features/admin/tokens/api-tokens-page';

/** The screen; unmount it at the test's end, before its unanswered queries settle (no update after the test). */
function renderScreen(screenElement: React.ReactNode) {
  return render(
    <MemoryRouter>
      <MockedProvider mocks={[]}>
        <App>{screenElement}</App>
      </MockedProvider>
    </MemoryRouter>,
  );
}

describe("the integrators' guide links", () => {
  it('the Webhooks page links the guide’s Webhooks section served by the site', () => {
    const view = renderScreen(<WebhooksPage />);
    const link = screen.getByRole('link', { name: "integrators' guide" });
    expect(link.getAttribute('href')).toBe('/api/docs/integrators#webhooks');
    expect(document.body.textContent).not.toContain('docs/integrators.md');
    view.unmount();
  });

  it('the API tokens page links the guide’s API tokens section', () => {
    const view = renderScreen(<ApiTokensPage />);
    expect(screen.getByRole('link', { name: "integrators' guide" }).getAttribute('href')).toBe('/api/docs/integrators#api-tokens');
    view.unmount();
  });
});
