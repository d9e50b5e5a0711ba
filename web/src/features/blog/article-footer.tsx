import { Tag } from 'antd';
import { TagsOutlined } from '@ant-design/icons';
import { ShareButtons } from './share-buttons';

export interface ArticleFooterProps {
  tags: readonly string[];
  /** The article's title, for the share links. */
  title: string;
}

/** Under an article's text: its tags and the share buttons. */
export function ArticleFooter({ tags, title }: ArticleFooterProps) {
  return (
    <footer className="article__footer">
      {tags.length > 0 && (
        <div className="article__tags">
          <TagsOutlined aria-hidden className="article__tags-icon" />
          <ul aria-label="Tags">
            {tags.map((tag) => (
              <li key={tag}>
                <Tag className="blog-tag">{tag}</Tag>
              </li>
            ))}
          </ul>
        </div>
      )}
      <ShareButtons title={title} />
    </footer>
  );
}
