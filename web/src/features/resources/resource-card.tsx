import { Button, Skeleton, Tag } from 'antd';
import { DownloadOutlined, StarFilled } from '@ant-design/icons';
import { formatMonthYear, isoDay } from '../../domain/dates';
import type { ResourcesLibraryQuery } from '../../graphql/generated';
import { categoryLabel, typeIcon, typeLabel } from './resource-kinds';
import { onFirstUse } from '../../domain/first-use';

export type LibraryResource = ResourcesLibraryQuery['resources']['items'][number];

const countFormat = onFirstUse(() => new Intl.NumberFormat('en-US'));

interface ResourceCardProps {
  resource: LibraryResource;
  downloading: boolean;
  onDownload: (id: string) => void;
}

export function ResourceCard({ resource, downloading, onDownload }: ResourceCardProps) {
  const count = resource.downloadCount ?? 0;
  const titleId = `resource-${resource.id}-title`;
  return (
    <article className="resource-card" aria-labelledby={titleId}>
      <div className="resource-card__cover">
        <img src={resource.coverImage} alt={resource.title} width={1200} height={630} loading="lazy" decoding="async" />
        <div className="resource-card__badges">
          <span className="resource-badge resource-badge--type">{typeLabel(resource.type)}</span>
          {resource.featured && (
            <span className="resource-badge resource-badge--featured">
              <StarFilled aria-hidden /> Featured
            </span>
          )}
        </div>
      </div>
      <div className="resource-card__body">
        <div className="resource-card__meta">
          <time dateTime={isoDay(resource.publishedAt)}>{formatMonthYear(resource.publishedAt)}</time>
          <Tag className="resource-category-tag">{categoryLabel(resource.category)}</Tag>
        </div>
        <h2 className="resource-card__title" id={titleId}>
          <span className="resource-card__icon" aria-hidden>
            {typeIcon(resource.type)}
          </span>
          <span>{resource.title}</span>
        </h2>
        <p className="resource-card__description">{resource.description}</p>
        <Button
          type="primary"
          block
          size="large"
          className="resource-card__download"
          icon={<DownloadOutlined aria-hidden />}
          loading={downloading}
          aria-describedby={titleId}
          onClick={() => onDownload(resource.id)}
        >
          Download Resource
          {/* SPEC §2: the count shows once it is above 0. */}
          {count > 0 && <span className="resource-card__count">({countFormat().format(count)})</span>}
        </Button>
      </div>
    </article>
  );
}

export function ResourceCardSkeleton() {
  return (
    <div className="resource-card resource-card--skeleton" aria-hidden>
      <div className="resource-card__cover card-grid__cover-skeleton" />
      <div className="resource-card__body">
        <Skeleton active title={{ width: '70%' }} paragraph={{ rows: 3 }} />
        <Skeleton.Button active block size="large" />
      </div>
    </div>
  );
}
