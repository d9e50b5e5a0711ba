// The post's SEO and social fields (issue 12, decision 0031): meta title and description with
// character counters against the ranges a search result shows, a social image from the media
// library, a canonical URL override (posts) or a noindex switch (pages, issue 31); and live previews
// of the search result and the share card.
import { Card, Typography } from 'antd';
import { useFormikContext } from 'formik';
import {
  lengthHint,
  META_DESCRIPTION_RECOMMENDED,
  META_TITLE_RECOMMENDED,
  truncateForSearch,
} from '../../../../../schema/validation/post-seo';
import { FieldItem, SwitchField, TextAreaField, TextField } from '../shared/editor-kit';
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

/** The post editor's card: empty fields fall back to the post's title, excerpt, address and cover. */
export function SeoFields({ siteHost = window.location.host }: { siteHost?: string }) {
  const { values } = useFormikContext<BlogFormValues>();
  return (
    <SeoCard
      siteHost={siteHost}
      form={FORM}
      fallback={{
        title: `${values.title.trim() || 'Untitled post'} | FinOps Insights`,
        titleHint: 'Empty: the post title with the site name',
        description: values.excerpt.trim(),
        descriptionHint: 'Empty: the excerpt',
        address: `https://${siteHost}/blog/${values.slug.trim() || 'your-slug'}`,
        image: values.coverImage.trim(),
        imageHint: 'Shared as a 1200×630 image. Empty: the cover image.',
      }}
      canonical
    />
  );
}

/** The fields every SEO card edits (a page has no canonical override; a post has no noindex switch). */
interface SeoValues {
  metaTitle: string;
  metaDescription: string;
  socialImage: string;
  canonicalUrl?: string;
  noindex?: boolean;
}

interface SeoCardProps {
  siteHost?: string;
  /** The form's id prefix ('post', 'page'). */
  form: string;
  /** What empty fields fall back to, and the hints saying so. */
  fallback: {
    title: string;
    titleHint: string;
    description: string;
    descriptionHint: string;
    address: string;
    image: string;
    imageHint: string;
  };
  /** Offer the canonical URL override (posts). */
  canonical?: boolean;
  /** Offer the "hide from search engines" switch (pages). */
  noindex?: boolean;
}

/** The SEO and social card of an editor (posts, pages): the fields, a search result and a share card. */
export function SeoCard({ siteHost = window.location.host, form, fallback, canonical, noindex }: SeoCardProps) {
  const { values, setFieldValue } = useFormikContext<SeoValues>();
  const title = values.metaTitle.trim() || fallback.title;
  const description = values.metaDescription.trim() || fallback.description;
  const address = (canonical && values.canonicalUrl?.trim()) || fallback.address;
  const image = values.socialImage.trim() || fallback.image;
  return (
    <Card className="admin-card admin-seo" title="SEO and social">
      <FieldItem
        form={form}
        name="metaTitle"
        label="Meta title"
        extra={<Counter length={values.metaTitle.trim().length} range={META_TITLE_RECOMMENDED} />}
      >
        <TextField form={form} name="metaTitle" placeholder={fallback.titleHint} />
      </FieldItem>
      <FieldItem
        form={form}
        name="metaDescription"
        label="Meta description"
        extra={<Counter length={values.metaDescription.trim().length} range={META_DESCRIPTION_RECOMMENDED} />}
      >
        <TextAreaField form={form} name="metaDescription" rows={3} placeholder={fallback.descriptionHint} />
      </FieldItem>
      <FieldItem form={form} name="socialImage" label="Social image" extra={fallback.imageHint}>
        <TextField form={form} name="socialImage" placeholder="/media/…" />
        <MediaFieldButtons imagesOnly onPick={(item) => void setFieldValue('socialImage', item.url)} />
      </FieldItem>
      {canonical && (
        <FieldItem
          form={form}
          name="canonicalUrl"
          label="Canonical URL"
          extra="Only when the article first appeared elsewhere. Empty: its own address."
        >
          <TextField form={form} name="canonicalUrl" type="url" placeholder="https://example.com/original-article" />
        </FieldItem>
      )}
      {noindex && (
        <SwitchField
          form={form}
          name="noindex"
          label="Hide from search engines"
          extra="Asks search engines not to index the page and leaves it out of the sitemap."
        />
      )}
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
