// The resource list with its four states side by side (docs/contributing.md "Cells"), texts from SPEC §2:
// Loading (6 placeholder cards), Failure, Empty, Success (the grid and 'Load more').
import { Button } from 'antd';
import { FileSearchOutlined, WarningOutlined } from '@ant-design/icons';
import { StateMessage } from '../../app/content-page';
import { useResourcesLibraryQuery } from '../../graphql/generated';
import { ResourceCard, ResourceCardSkeleton, type LibraryResource } from './resource-card';
import { ALL_TYPES } from './resource-kinds';
import { useResourceDownload } from './use-resource-download';
import '../../app/card-grid.css';

// SPEC §9: six placeholder cards while loading.
const PLACEHOLDER_CARDS = 6;

interface ResourcesCellProps {
  type: string;
  search: string;
  /** How many resources to show: one page, or more after 'Load more'. */
  limit: number;
  pageSize: number;
  onLoadMore: () => void;
}

export function ResourcesCell({ type, search, limit, pageSize, onLoadMore }: ResourcesCellProps) {
  const { data, previousData, error, loading } = useResourcesLibraryQuery({
    // The first `limit` resources as one page: 'Load more' asks for a longer first page, so the
    // cache needs no merge policy and every list is one consistent answer.
    variables: { type: search || type === ALL_TYPES ? undefined : type, search: search || undefined, page: 1, pageSize: limit },
  });
  const { download, pendingId } = useResourceDownload();

  // While more are loading the list already shown stays, with the button busy.
  const loadingMore = loading && limit > pageSize && !!previousData;
  const result = data?.resources ?? (loadingMore ? previousData?.resources : undefined);

  if (error) return <Failure />;
  if (!result) return <Loading />;
  if (result.items.length === 0) return <Empty search={search} />;
  return (
    <Success
      resources={result.items}
      totalCount={result.totalCount}
      hasMore={result.pageInfo.hasNextPage}
      loadingMore={loadingMore}
      onLoadMore={onLoadMore}
      pendingId={pendingId}
      onDownload={download}
    />
  );
}

function Loading() {
  return (
    <div className="card-grid" role="status" aria-busy="true" aria-label="Loading resources">
      {Array.from({ length: PLACEHOLDER_CARDS }, (_, index) => (
        <ResourceCardSkeleton key={index} />
      ))}
    </div>
  );
}

function Failure() {
  return <StateMessage tone="error" icon={<WarningOutlined />} title="Unable to load resources" text="Please try again later." />;
}

function Empty({ search }: { search: string }) {
  return (
    <StateMessage
      icon={<FileSearchOutlined />}
      title="No resources found"
      text={search ? `No results for ${search}. Try a different search term.` : 'No resources available in this category yet.'}
    />
  );
}

interface SuccessProps {
  resources: LibraryResource[];
  totalCount: number;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  pendingId: string | null;
  onDownload: (id: string) => void;
}

function Success({ resources, totalCount, hasMore, loadingMore, onLoadMore, pendingId, onDownload }: SuccessProps) {
  return (
    <>
      <p className="content-body__count" role="status">
        {resources.length < totalCount
          ? `Showing ${resources.length} of ${totalCount} resources`
          : totalCount === 1
            ? '1 resource'
            : `${totalCount} resources`}
      </p>
      <div className="card-grid">
        {resources.map((resource) => (
          <ResourceCard key={resource.id} resource={resource} downloading={pendingId === resource.id} onDownload={onDownload} />
        ))}
      </div>
      {hasMore && (
        <div className="resource-more">
          <Button size="large" loading={loadingMore} onClick={onLoadMore}>
            Load more
          </Button>
        </div>
      )}
    </>
  );
}
