import { StrictMode } from 'react';
import type { NormalizedCacheObject } from '@apollo/client';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { createApolloClient } from './app/apollo';
import { AppProviders } from './app/app-providers';
import { PageFormContext } from './app/page-form-state';
import { AppRoutes } from './app/routes';
import type { PageFormState } from '../../schema/validation/page-forms';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// Public pages arrive rendered by the server with the Apollo cache they used (a JSON block, so
// the Content-Security-Policy needs no inline script); admin pages arrive empty.
const stateElement = document.getElementById('__APOLLO_STATE__');
const initialState = stateElement?.textContent ? (JSON.parse(stateElement.textContent) as NormalizedCacheObject) : undefined;

// A form posted without JavaScript came back with its values and messages (app/page-form-state.ts).
const formStateElement = document.getElementById('__FORM_STATE__');
const formState = formStateElement?.textContent ? (JSON.parse(formStateElement.textContent) as PageFormState) : null;

const app = (
  <StrictMode>
    <AppProviders client={createApolloClient({ initialState })}>
      <PageFormContext.Provider value={formState}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </PageFormContext.Provider>
    </AppProviders>
  </StrictMode>
);

if (container.hasChildNodes()) hydrateRoot(container, app);
else createRoot(container).render(app);
