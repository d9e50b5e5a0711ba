// The GraphQL explorer served at GET /graphql to signed-in staff (issue 15, decision 0030):
// GraphiQL bundled by Vite into the site's own assets, so the page needs no CDN and no inline
// script (the site's CSP). Queries go to /graphql with the staff member's session cookie.
import { GraphiQL } from 'graphiql';
import 'graphiql/style.css';
import { createRoot } from 'react-dom/client';

type Fetcher = NonNullable<Parameters<typeof GraphiQL>[0]['fetcher']>;

const fetcher: Fetcher = async (params) => {
  const res = await fetch('/graphql', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(params),
    credentials: 'same-origin',
  });
  return res.json();
};

createRoot(document.getElementById('explorer')!).render(<GraphiQL fetcher={fetcher} defaultEditorToolsVisibility={false} />);
