import { startTransition, StrictMode } from 'react';
import type { NormalizedCacheObject } from '@apollo/client';
import { createRoot, hydrateRoot } from './app/react-dom-client';
import { BrowserRouter } from 'react-router-dom';
import { createApolloClient } from './app/apollo';
import { AppProviders } from './app/app-providers';
import { beginInitialHydration } from './app/deferred-hydration';
import { replayEarlyInteractions } from './app/early-interactions';
import { installHistoryGuard } from './app/history-guard';
import { PageFormContext } from './app/page-form-state';
import { StylePrimer } from './app/plain/style-primer';
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

const serverRendered = container.hasChildNodes();

// Before the router adds its own popstate listener (app/history-guard.ts).
installHistoryGuard();

// Hydration needs the server's tree shape (a sibling here would change every useId below it). A
// page rendered here gets the styles the server's stylesheet would have had (app/plain).
const router = (
  <BrowserRouter>
    <AppRoutes />
  </BrowserRouter>
);
const routes = serverRendered ? (
  router
) : (
  <>
    {router}
    <StylePrimer />
  </>
);

const app = (
  <StrictMode>
    <AppProviders client={createApolloClient({ initialState })}>
      <PageFormContext.Provider value={formState}>{routes}</PageFormContext.Provider>
    </AppProviders>
  </StrictMode>
);

// Hydrating in a transition lets React work in slices and yield to the browser between them
// (input, paint) instead of one long task: the page is already visible and usable as HTML.
if (serverRendered) {
  // Below-the-fold sections hydrate when needed (app/deferred-hydration.ts).
  beginInitialHydration();
  // What the visitor did before this moment is told to React once it owns the controls concerned.
  replayEarlyInteractions();
  startTransition(() => void hydrateRoot(container, app));
} else createRoot(container).render(app);
