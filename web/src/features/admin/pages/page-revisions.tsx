// A page's revisions in its editor (issue 31, decision 0065): the posts' drawer (RevisionsView),
// comparing the title and the blocks as text with what the form holds; Restore saves the revision
// as a new version over the editor's (CONFLICT if stale) and reloads the form — the posts' wrapper's
// state and restore (useRevisionChoice, restoreThenReload), with the pages' own queries.
import { useApolloClient } from '@apollo/client/react';
import {
  AdminPageDocument,
  usePageRevisionQuery,
  usePageRevisionsQuery,
  useRestorePageRevisionMutation,
  type AdminPageFieldsFragment,
} from '../../../graphql/generated';
import { restoreThenReload, RevisionsView, useRevisionChoice } from '../content/revisions-drawer';
import { blocksText, type PageFormValues } from './page-values';

interface PageRevisionsProps {
  pageId: string;
  current: Pick<PageFormValues, 'title' | 'blocks'>;
  version: { current: number | null };
  dirty: boolean;
  onRestored: (page: AdminPageFieldsFragment) => void;
}

export function PageRevisions({ pageId, current, version, dirty, onRestored }: PageRevisionsProps) {
  const choice = useRevisionChoice();
  const client = useApolloClient();
  const list = usePageRevisionsQuery({ variables: { pageId }, skip: !choice.open, fetchPolicy: 'network-only' });
  const revision = usePageRevisionQuery({ variables: { id: choice.chosen ?? '' }, skip: !choice.chosen });
  const [restore, restoring] = useRestorePageRevisionMutation();
  const stored = choice.chosen && revision.data?.pageRevision.id === choice.chosen ? revision.data.pageRevision : null;
  return (
    <RevisionsView
      {...choice}
      dirty={dirty}
      list={{ items: list.data?.pageRevisions, loading: list.loading, error: list.error, refetch: () => void list.refetch() }}
      shown={
        stored && {
          id: stored.id,
          version: stored.version,
          fields: [
            { label: 'Title', stored: stored.title, mine: current.title },
            { label: 'Blocks', stored: blocksText(stored.blocks), mine: blocksText(current.blocks) },
          ],
        }
      }
      restoring={restoring.loading}
      restore={(id) =>
        restoreThenReload(
          restore({ variables: { id, expectedVersion: version.current } }),
          async () =>
            (await client.query({ query: AdminPageDocument, variables: { id: pageId }, fetchPolicy: 'network-only' })).data?.adminPage,
          version,
          onRestored,
        )
      }
    />
  );
}
