// The blog post editor (SPEC §2 'Admin editors', §5 'Blog post'): one form creates
// (/admin/blog/new) and edits (/admin/blog/edit/:id). The content is written in a rich-text
// editor with an HTML source view, beside a live preview of the article as it will render.
import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { Card, Col, Form, Row, Tag, Typography } from 'antd';
import { CalendarOutlined, UserOutlined } from '@ant-design/icons';
import { FormikProvider, useFormikContext } from 'formik';
import { useAdminCategoriesQuery, useAdminPostQuery, type AdminPostFieldsFragment } from '../../../graphql/generated';
import { formatDateTime } from '../shared/admin-format';
import {
  CoverPreview,
  EditorPage,
  FieldItem,
  fieldId,
  SelectField,
  SlugInput,
  SwitchField,
  TextAreaField,
  TextField,
  useFieldError,
} from '../shared/editor-kit';
import { autoSlug, blogFormValues, DEFAULT_AUTHOR, isScheduled, type BlogFormValues } from './editor-values';
import { previewHtml } from './preview-html';
import { RichTextEditor } from './rich-text-editor';
import { MediaFieldButtons } from '../media/media-field';
import { PublishActions } from './publish-actions';
import { PublishedAtField } from './published-at-field';
import { PendingBanner } from './pending-banner';
import { RevisionsDrawer } from './revisions-drawer';
import { PreviewTools } from './preview-tools';
import { SeoFields } from './seo-fields';
import { useBlogForm } from './use-blog-form';
import { ArticleNumbersCard } from '../analytics/article-numbers';
import '../../../app/article-body.css';

const FORM = 'post';
const DASHBOARD_TAB = '/admin?tab=blog';

export function BlogEditorPage() {
  const { id } = useParams<{ id?: string }>();
  const creating = !id;
  const { data, error, refetch } = useAdminPostQuery({ variables: { id: id ?? '' }, skip: creating, fetchPolicy: 'network-only' });
  return (
    <EditorPage
      thing="blog post"
      title={creating ? 'New Blog Post' : 'Edit Blog Post'}
      summary="Write or update an article for FinOps Insights."
      intro="An article for FinOps Insights. A new post is a draft until it is published; a publish time in the future schedules it."
      backTo={DASHBOARD_TAB}
      creating={creating}
      item={data?.adminPost}
      error={error}
      onRetry={() => void refetch().catch(() => undefined)}
      renderForm={(post) => <BlogForm key={post?.id ?? 'new'} post={post} />}
    />
  );
}

function BlogForm({ post }: { post: AdminPostFieldsFragment | null }) {
  const creating = !post;
  const { formik, intent, conflict, session, autosave, live, restorePending } = useBlogForm(post);
  const categories = useAdminCategoriesQuery();

  const categoryOptions = useMemo(() => {
    const list = (categories.data?.categories ?? []).map((category) => ({ value: category.slug, label: category.name }));
    // A post filed under a slug no category has any more still shows it.
    const current = formik.values.category;
    if (current && !list.some((option) => option.value === current)) list.push({ value: current, label: current });
    return list;
  }, [categories.data, formik.values.category]);
  const categoryName = categoryOptions.find((option) => option.value === formik.values.category)?.label;

  const { values } = formik;
  const scheduled = values.publishedAt !== '' && isScheduled(values.publishedAt);

  return (
    <FormikProvider value={formik}>
      <Row gutter={[24, 24]} align="top">
        <Col xs={24} xl={14}>
          <Card className="admin-card admin-editor__card">
            <Form component={false} layout="vertical">
              <form onSubmit={formik.handleSubmit} noValidate aria-label={creating ? 'New blog post' : 'Edit blog post'}>
                {post && <PendingBanner postId={post.id} live={live} onRestore={restorePending} />}
                {post && (
                  <div className="admin-editor__toolbar">
                    <RevisionsDrawer
                      postId={post.id}
                      current={values}
                      version={conflict.version}
                      dirty={formik.dirty}
                      onRestored={(stored) => formik.resetForm({ values: blogFormValues(stored) })}
                    />
                    <PreviewTools share={{ kind: 'post', id: post.id }} href={`/blog/${encodeURIComponent(post.slug)}`} />
                  </div>
                )}
                <FieldItem form={FORM} name="title" label="Title" required>
                  <TextField
                    form={FORM}
                    name="title"
                    placeholder="Five cloud cost traps and how to avoid them"
                    onBlur={() => {
                      const slug = autoSlug(creating, values.slug, values.title);
                      if (slug) void formik.setFieldValue('slug', slug);
                    }}
                  />
                </FieldItem>
                <FieldItem form={FORM} name="slug" label="Slug" required extra="The article's address: /blog/{slug}.">
                  <SlugInput form={FORM} source={values.title} sourceLabel="title" />
                </FieldItem>
                <FieldItem form={FORM} name="excerpt" label="Excerpt" required extra="Shown on the blog cards and in search results.">
                  <TextAreaField form={FORM} name="excerpt" rows={3} max={300} placeholder="A short summary of the article" />
                </FieldItem>
                <FieldItem form={FORM} name="coverImage" label="Cover Image URL" required>
                  <TextField form={FORM} name="coverImage" type="url" placeholder="https://example.com/images/cover.jpg" />
                  <MediaFieldButtons imagesOnly onPick={(item) => void formik.setFieldValue('coverImage', item.url)} />
                </FieldItem>
                <CoverPreview url={values.coverImage} alt={values.title} />
                <Row gutter={16}>
                  <Col xs={24} md={12}>
                    <FieldItem form={FORM} name="category" label="Category" required>
                      <SelectField
                        form={FORM}
                        name="category"
                        options={categoryOptions}
                        placeholder="Select a category"
                        loading={categories.loading}
                        showSearch
                      />
                    </FieldItem>
                  </Col>
                  <Col xs={24} md={12}>
                    <FieldItem form={FORM} name="author" label="Author" extra="Leave empty to sign it with the company name.">
                      <TextField form={FORM} name="author" placeholder={DEFAULT_AUTHOR} />
                    </FieldItem>
                  </Col>
                </Row>
                <FieldItem form={FORM} name="tags" label="Tags" required extra="Separate tags with commas.">
                  <TextField form={FORM} name="tags" placeholder="FinOps, cost optimization, cloud strategy" />
                </FieldItem>
                <Row gutter={16}>
                  <Col xs={24} md={14}>
                    <PublishedAtField form={FORM} thing="post" scheduled={scheduled} />
                  </Col>
                  <Col xs={24} md={10}>
                    <SwitchField form={FORM} name="featured" label="Featured Post" extra="Featured posts appear on the home page." />
                  </Col>
                </Row>
                <ContentField />
                <PublishActions
                  status={post?.status ?? null}
                  scheduled={scheduled}
                  thing="Post"
                  submitting={formik.isSubmitting}
                  cancelTo={DASHBOARD_TAB}
                  onIntent={(next) => (intent.current = next)}
                  autosave={post ? autosave : undefined}
                />
              </form>
            </Form>
          </Card>
        </Col>
        <Col xs={24} xl={10} className="admin-editor__preview-col">
          <ArticlePreview values={values} categoryName={categoryName} scheduled={scheduled} />
          {post && <ArticleNumbersCard path={`/blog/${post.slug}`} />}
          <SeoFields />
        </Col>
      </Row>
      {conflict.dialog}
      {session.dialog}
    </FormikProvider>
  );
}

function ContentField() {
  const formik = useFormikContext<BlogFormValues>();
  const error = useFieldError('content');
  return (
    <FieldItem form={FORM} name="content" label="Content (HTML supported)" required>
      <RichTextEditor
        id={fieldId(FORM, 'content')}
        value={formik.values.content}
        onChange={(html) => void formik.setFieldValue('content', html)}
        onBlur={() => void formik.setFieldTouched('content', true)}
        invalid={!!error}
        describedBy={error ? `${fieldId(FORM, 'content')}-error` : undefined}
      />
    </FieldItem>
  );
}

function ArticlePreview({ values, categoryName, scheduled }: { values: BlogFormValues; categoryName?: string; scheduled: boolean }) {
  const html = useMemo(() => previewHtml(values.content), [values.content]);
  const tags = values.tags
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);
  return (
    <Card
      className="admin-card admin-preview"
      title="Preview"
      extra={<Typography.Text type="secondary">As it will appear on the blog</Typography.Text>}
    >
      <article className="admin-preview__article" aria-label="Article preview">
        {categoryName && <Tag className="admin-preview__category">{categoryName}</Tag>}
        <h2 className="admin-preview__title">{values.title.trim() || 'Untitled post'}</h2>
        <div className="admin-preview__meta">
          <span>
            <CalendarOutlined aria-hidden /> {values.publishedAt ? formatDateTime(values.publishedAt) : 'Now'}
            {scheduled && ' (scheduled)'}
          </span>
          <span>
            <UserOutlined aria-hidden /> {values.author.trim() || DEFAULT_AUTHOR}
          </span>
        </div>
        <CoverPreview url={values.coverImage} alt={values.title} />
        {html ? (
          <div className="admin-article article-body" dangerouslySetInnerHTML={{ __html: html }} />
        ) : (
          <Typography.Paragraph type="secondary">The article's content appears here as you write it.</Typography.Paragraph>
        )}
        {tags.length > 0 && (
          <div className="admin-preview__tags">
            {tags.map((tag) => (
              <Tag key={tag}>{tag}</Tag>
            ))}
          </div>
        )}
      </article>
    </Card>
  );
}
