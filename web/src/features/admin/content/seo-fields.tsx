// The post's SEO and social fields (issue 12, decision 0031): meta title and description with
// character counters against the ranges a search result shows, a social image from the media
// library, a canonical URL override; and live previews of the search result and the share card.
import { Card, Typography } from 'antd';
import { useFormikContext } from 'formik';
import {
  lengthHint,
  META_DESCRIPTION_RECOMMENDED,
  META_TITLE_RECOMMENDED,
  truncateForSearch,
} from '../../../../../schema/validation/post-seo';
import { FieldItem, TextAreaField, TextField } from '../shared/editor-kit';
import { MediaFieldButtons } from '../media/media-field';
import type { BlogFormValues } from './editor-values';

const FORM = 'post';
const HINTS = {
  empty: 'empty: the default is used',
  short: 'shorter than recommended',
  good: 'a good length',
  long: 'longer than shown in full',
};

/** The 1200×630 variant the server makes of a library image; other addresses as they are. */
function socialImageSrc(url: string): string {
  const media = /^\/media\/([0-9a-f]{32})(?:-[\w]+)?\.\w+$/.exec(url);
  return media ? `/media/${media[1]}-social.jpg` : url;
}

function Counter({ length, range }: { length: number; range: { min: number; max: number } }) {
  const hint = lengthHint(length, range);
  return (
    <span className={`admin-seo__count admin-seo__count--${hint}`}>
      {length} characters, recommended {range.min}–{range.max}: {HINTS[hint]}
    </span>
  );
}

export function SeoFields({ siteHost = window.location.host }: { siteHost?: string }) {
  const { values, setFieldValue } = useFormikContext<BlogFormValues>();
  const title = values.metaTitle.trim() || `${values.title.trim() || 'Untitled post'} | FinOps Insights`;
  const description = values.metaDescription.trim() || values.excerpt.trim();
  const address = values.canonicalUrl.trim() || `https://${siteHost}/blog/${values.slug.trim() || 'your-slug'}`;
  const image = values.socialImage.trim() || values.coverImage.trim();
  return (
    <Card className="admin-card admin-seo" title="SEO and social">
      <FieldItem
        form={FORM}
        name="metaTitle"
        label="Meta title"
        extra={<Counter length={values.metaTitle.trim().length} range={META_TITLE_RECOMMENDED} />}
      >
        <TextField form={FORM} name="metaTitle" placeholder="Empty: the post title with the site name" />
      </FieldItem>
      <FieldItem
        form={FORM}
        name="metaDescription"
        label="Meta description"
        extra={<Counter length={values.metaDescription.trim().length} range={META_DESCRIPTION_RECOMMENDED} />}
      >
        <TextAreaField form={FORM} name="metaDescription" rows={3} placeholder="Empty: the excerpt" />
      </FieldItem>
      <FieldItem form={FORM} name="socialImage" label="Social image" extra="Shared as a 1200×630 image. Empty: the cover image.">
        <TextField form={FORM} name="socialImage" placeholder="/media/…" />
        <MediaFieldButtons imagesOnly onPick={(item) => void setFieldValue('socialImage', item.url)} />
      </FieldItem>
      <FieldItem
        form={FORM}
        name="canonicalUrl"
        label="Canonical URL"
        extra="Only when the article first appeared elsewhere. Empty: its own address."
      >
        <TextField form={FORM} name="canonicalUrl" type="url" placeholder="https://example.com/original-article" />
      </FieldItem>
      <section aria-label="Search result preview" className="admin-seo__search">
        <Typography.Text type="secondary">Search result</Typography.Text>
        <div className="admin-seo__url">{truncateForSearch(address, 80)}</div>
        <div className="admin-seo__title">{truncateForSearch(title, META_TITLE_RECOMMENDED.max)}</div>
        <div className="admin-seo__description">{truncateForSearch(description, META_DESCRIPTION_RECOMMENDED.max)}</div>
      </section>
      <section aria-label="Social card preview" className="admin-seo__card">
        <Typography.Text type="secondary">Social card</Typography.Text>
        <div className="admin-seo__card-frame">
          {image ? <img src={socialImageSrc(image)} alt="" className="admin-seo__card-image" /> : <div className="admin-seo__card-image" />}
          <div className="admin-seo__card-text">
            <div className="admin-seo__card-domain">{siteHost.toUpperCase()}</div>
            <div className="admin-seo__card-title">{truncateForSearch(title, 70)}</div>
            <div className="admin-seo__card-description">{truncateForSearch(description, 110)}</div>
          </div>
        </div>
      </section>
    </Card>
  );
}
