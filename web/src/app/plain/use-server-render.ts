import { useContext } from 'react';
import { ServerHeadContext } from '../use-page-meta';

/**
 * True while the server renders the page (entry-server.tsx provides the head context). Only for
 * skipping a wrapper that adds no markup until the visitor interacts (a closed tooltip): what is
 * rendered must stay the same HTML on both sides, or hydration fails.
 */
export function useServerRender(): boolean {
  return useContext(ServerHeadContext) !== null;
}
