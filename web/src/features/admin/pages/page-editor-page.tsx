// The page editor (issue 31, decision 0065): /admin/pages/new and /admin/pages/edit/:id. The title
// and address, the blocks (each a form drawn from its schema), the publication time and the posts'
// publishing buttons on the left; the live preview at desktop or phone width and the SEO card on
// the right. The posts' workflow applies unchanged: autosave of drafts (of a live page: its pending
// changes, decision 0074), the unsaved-changes guard, version conflicts, revisions, staff preview.
import { useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import { Alert, Card, Col, Form, Input, Row } from 'antd';
import { FormikProvider } from 'formik';
import { pagePath, SYSTEM_PAGE_SLUGS } from '../../../../../schema/validation/pages';
import { useAdminPageQuery, type AdminPageFieldsFragment } from '../../../graphql/generated';
import { EditorPage, FieldItem, fieldId, SlugInput, TextField } from '../shared/editor-kit';
import { autoSlug, isScheduled } from '../content/editor-values';
import { PublishActions, useMayPublish } from '../content/publish-actions';
import { PublishedAtField } from '../content/published-at-field';
import { PreviewTools } from '../content/preview-tools';
import { PagePendingBanner } from '../content/pending-banner';
import { SeoCard } from '../content/seo-fields';
import { BlockFormContext } from './block-field-controls';
import { BlockList } from './block-list';
import { PagePreview } from './page-preview';
import { PageRevisions } from './page-revisions';
import { ScheduledUpdateBanner, ScheduleUpdateControl } from './page-schedule';
import { pageErrors, pageFormValues } from './page-values';
import { PAGES_LIST, usePageForm } from './use-page-form';
import './page-editor.css';

const FORM = 'page';

export function PageEditorPage() {
  const { id } = useParams<{ id?: string }>();
  const creating = !id;
  const { data, error, refetch } = useAdminPageQuery({ variables: { id: id ?? '' }, skip: creating, fetchPolicy: 'network-only' });
  return (
    <EditorPage
      thing="page"
      title={creating ? 'New Page' : 'Edit Page'}
      summary="Build a page of the site from blocks."
      intro="A page of the site built from blocks. A new page is a draft until it is published; a publish time in the future schedules it."
      backTo={PAGES_LIST}
      backLabel="Back to Pages"
      creating={creating}
      item={data?.adminPage}
      error={error}
      onRetry={() => void refetch().catch(() => undefined)}
      renderForm={(page) => <PageForm key={page?.id ?? 'new'} page={page} />}
    />
  );
}

function PageForm({ page }: { page: AdminPageFieldsFragment | null }) {
  const creating = !page;
  const { formik, intent, conflict, session, autosave, live, restorePending } = usePageForm(page);
  const { values } = formik;
  const scheduled = values.publishedAt !== '' && isScheduled(values.publishedAt);
  const system = !!page && (SYSTEM_PAGE_SLUGS as readonly string[]).includes(page.slug);
  const [mayPublish, published] = [useMayPublish(), page?.status === 'PUBLISHED']; // Scheduled updates (0072): of a live page.
  const [visited, setVisited] = useState<ReadonlySet<string>>(new Set());
  const errors = useMemo(() => pageErrors(values), [values]);
  const blockForm = useMemo(
    () => ({
      errors,
      shown: (path: string) => formik.submitCount > 0 || visited.has(path),
      visit: (path: string) => setVisited((now) => (now.has(path) ? now : new Set(now).add(path))),
    }),
    [errors, formik.submitCount, visited],
  );
  const blocksProblem = formik.submitCount > 0 && typeof formik.errors.blocks === 'string' ? formik.errors.blocks : null;

  return (
    <FormikProvider value={formik}>
      <BlockFormContext.Provider value={blockForm}>
        <Row gutter={[24, 24]} align="top" className="page-editor">
          <Col xs={24} xl={12}>
            <Card className="admin-card admin-editor__card">
              <Form component={false} layout="vertical">
                <form onSubmit={formik.handleSubmit} noValidate aria-label={creating ? 'New page' : 'Edit page'}>
                  {page && <PagePendingBanner pageId={page.id} live={live} onRestore={restorePending} />}
                  {page && published && (
                    <ScheduledUpdateBanner pageId={page.id} liveVersion={conflict.version.current} live={page} mayPublish={mayPublish} />
                  )}
                  {page && (
                    <div className="admin-editor__toolbar">
                      <PageRevisions
                        pageId={page.id}
                        current={values}
                        version={conflict.version}
                        dirty={formik.dirty}
                        onRestored={(stored) => formik.resetForm({ values: pageFormValues(stored) })}
                      />
                      <PreviewTools share={{ kind: 'page', id: page.id }} href={pagePath(page.slug)} />
                    </div>
                  )}
                  <FieldItem form={FORM} name="title" label="Title" required>
                    <TextField
                      form={FORM}
                      name="title"
                      placeholder="FinOps webinar 2027"
                      onBlur={() => {
                        const slug = autoSlug(creating, values.slug, values.title);
                        if (slug) void formik.setFieldValue('slug', slug);
                      }}
                    />
                  </FieldItem>
                  <FieldItem
                    form={FORM}
                    name="slug"
                    label="Slug"
                    required
                    extra={
                      system
                        ? 'This page belongs to a screen of the site: its address stays.'
                        : `The page's address: ${pagePath(values.slug.trim() || 'your-slug')}.`
                    }
                  >
                    {system ? (
                      <Input id={fieldId(FORM, 'slug')} value={values.slug} readOnly />
                    ) : (
                      <SlugInput form={FORM} source={values.title} sourceLabel="title" />
                    )}
                  </FieldItem>
                  {blocksProblem && <Alert type="error" showIcon title={blocksProblem} className="page-editor__problems" />}
                  <BlockList blocks={values.blocks} onChange={(blocks) => void formik.setFieldValue('blocks', blocks)} />
                  <PublishedAtField form={FORM} thing="page" scheduled={scheduled} />
                  <PublishActions
                    status={page?.status ?? null}
                    scheduled={scheduled}
                    thing="Page"
                    submitting={formik.isSubmitting}
                    cancelTo={PAGES_LIST}
                    onIntent={(next) => (intent.current = next)}
                    autosave={page ? autosave : undefined}
                  />
                  {page && published && mayPublish && (
                    <ScheduleUpdateControl
                      pageId={page.id}
                      values={values}
                      version={conflict.version}
                      valid={async () => Object.keys(await formik.validateForm()).length === 0}
                      onScheduled={() => formik.resetForm({ values: pageFormValues(page) })}
                    />
                  )}
                </form>
              </Form>
            </Card>
          </Col>
          <Col xs={24} xl={12} className="admin-editor__preview-col">
            <PagePreview blocks={values.blocks} />
            <Form component={false} layout="vertical">
              <SeoCard
                form={FORM}
                fallback={{
                  title: `${values.title.trim() || 'Untitled page'} | FinOps Consulting`,
                  titleHint: 'Empty: the page title with the site name',
                  description: values.title.trim(),
                  descriptionHint: 'Empty: the page title',
                  address: `https://${window.location.host}${pagePath(values.slug.trim() || 'your-slug')}`,
                  image: '',
                  imageHint: 'Shared as a 1200×630 image. Empty: the site’s share image.',
                }}
                noindex
              />
            </Form>
          </Col>
        </Row>
        {conflict.dialog}
        {session.dialog}
      </BlockFormContext.Provider>
    </FormikProvider>
  );
}
