// The page editor's form and what travels with each save (issue 31, decision 0065), as the blog
// editor's (use-blog-form.ts, decision 0021): the state the clicked button asks for, the version the
// editor holds (a stale save opens the conflict dialog), sign-in in place when the session ended,
// the autosave of drafts and the pending changes of live pages (decision 0074). The rules are the server's own schema (schema/validation/pages.ts).
import { useMemo, useRef } from 'react';
import { useFormik, type FormikErrors } from 'formik';
import { useApolloClient } from '@apollo/client/react';
import type { EditorialState } from '../../../../../schema/validation/editorial';
import {
  AdminPageDocument,
  AdminPagesDocument,
  useAdminCreatePageMutation,
  useAdminUpdatePageMutation,
  useSavePendingPageChangeMutation,
  type AdminPageFieldsFragment,
  type PendingPageChangeFieldsFragment,
} from '../../../graphql/generated';
import { useEditorSave } from '../shared/editor-kit';
import { useDraftSaveShortcut } from '../shared/use-save-shortcut';
import { useVersionConflict, type ConflictField, type VersionConflict } from '../content/version-conflict';
import { saveQuietly, useAutosave } from '../content/use-autosave';
import { useSessionRecovery, type SessionRecovery } from '../content/session-dialog';
import { blocksText, pageErrors, pageFormValues, toPageInput, type PageFormValues } from './page-values';

export const PAGES_LIST = '/admin/pages';

/** The SEO fields of the form's values. */
function seoFormValues(values: PageFormValues): Pick<PageFormValues, 'metaTitle' | 'metaDescription' | 'socialImage' | 'noindex'> {
  const { metaTitle, metaDescription, socialImage, noindex } = values;
  return { metaTitle, metaDescription, socialImage, noindex };
}

/** The public caches that show pages: dropped after a write so the site shows the change. */
const PUBLIC_PAGE_FIELDS = ['page', 'navigation'];

function afterPageWrite(id?: string) {
  return {
    refetchQueries: [AdminPagesDocument, ...(id ? [{ query: AdminPageDocument, variables: { id } }] : [])],
    awaitRefetchQueries: true,
    update: (cache: { evict: (options: { id: string; fieldName: string }) => boolean; gc: () => string[] }) => {
      for (const fieldName of PUBLIC_PAGE_FIELDS) cache.evict({ id: 'ROOT_QUERY', fieldName });
      cache.gc();
    },
  };
}

/** Formik's errors: the top-level fields' own, and one line for the blocks (each block shows its fields'). */
function formErrors(errors: Record<string, string>): FormikErrors<PageFormValues> {
  const result: Record<string, string> = {};
  let blockProblems = 0;
  for (const [field, message] of Object.entries(errors)) {
    if (field.startsWith('blocks.')) blockProblems += 1;
    else result[field.split('.')[0]] = message;
  }
  if (blockProblems > 0 || errors.blocks) {
    result.blocks =
      errors.blocks ??
      `${blockProblems} field${blockProblems === 1 ? '' : 's'} of the blocks need${blockProblems === 1 ? 's' : ''} attention.`;
  }
  return result as FormikErrors<PageFormValues>;
}

export function usePageForm(page: AdminPageFieldsFragment | null) {
  const creating = !page;
  const client = useApolloClient();
  // The state the clicked button asks for (publish-actions.tsx); null keeps the stored one.
  const intent = useRef<EditorialState | null>(null);
  const conflict: VersionConflict = useVersionConflict<AdminPageFieldsFragment>(page?.version ?? null, {
    load: async () =>
      page
        ? ((await client.query({ query: AdminPageDocument, variables: { id: page.id }, fetchPolicy: 'network-only' })).data?.adminPage ??
          null)
        : null,
    compare: (stored): ConflictField[] => [
      { label: 'Title', stored: stored.title, mine: formik.values.title },
      { label: 'Blocks', stored: blocksText(stored.blocks), mine: blocksText(formik.values.blocks) },
    ],
    keep: (stored): void => formik.resetForm({ values: pageFormValues(stored) }),
    resubmit: (): void => void formik.submitForm(),
  });
  const session: SessionRecovery = useSessionRecovery();
  const save = useEditorSave<PageFormValues>({
    thing: 'Page',
    creating,
    backTo: PAGES_LIST,
    // "Save draft" and Ctrl/Cmd+S (no state asked for) keep the editor open (issue 34).
    stay: { when: () => intent.current === null, editPath: (id) => `/admin/pages/edit/${id}`, version: conflict.version },
    onConflict: conflict.onConflict,
    onUnauthenticated: (): void => session.expired(() => void formik.submitForm()),
  });
  const [createPage] = useAdminCreatePageMutation();
  const [updatePage] = useAdminUpdatePageMutation();
  const [savePending] = useSavePendingPageChangeMutation();
  const live = page?.status === 'PUBLISHED' || page?.status === 'SCHEDULED';
  const initialValues = useMemo(() => pageFormValues(page), [page]);

  const formik = useFormik<PageFormValues>({
    initialValues,
    validate: (values) => formErrors(pageErrors(values)),
    onSubmit: (values, helpers) => {
      const input = { ...toPageInput(values), status: intent.current, expectedVersion: conflict.version.current };
      const options = afterPageWrite(page?.id);
      return save(
        () => (page ? updatePage({ variables: { id: page.id, input }, ...options }) : createPage({ variables: { input }, ...options })),
        helpers,
        values,
      );
    },
  });
  // A draft (or a page in review) saves itself a few seconds after typing stops; a live page keeps
  // its autosaved edits as a pending change, public only once Update Page saves them (decision 0074).
  const autosave = useAutosave({
    // Not while a save is on its way: that save applies (or replaces) what the autosave would keep.
    enabled: !!page && !conflict.open && !formik.isSubmitting,
    values: formik.values,
    baseline: formik.initialValues,
    save: (values) =>
      saveQuietly(conflict, session, Promise.resolve(Object.keys(pageErrors(values)).length === 0), (expectedVersion) =>
        live
          ? savePending({ variables: { pageId: page!.id, input: { ...toPageInput(values), expectedVersion } } }).then((result) => ({
              error: result.error,
              version: result.data?.savePendingPageChange.baseVersion,
            }))
          : updatePage({ variables: { id: page!.id, input: { ...toPageInput(values), status: null, expectedVersion } } }).then(
              (result) => ({ error: result.error, version: result.data?.updatePage.version }),
            ),
      ),
  });

  /** Put a pending change back in the form, over the version it was made over. */
  const restorePending = (pending: PendingPageChangeFieldsFragment): void => {
    conflict.version.current = pending.baseVersion;
    const { title, slug, blocks, seo } = pending;
    const stored = pageFormValues({ ...page!, title, slug, blocks, seo });
    void formik.setValues({ ...formik.values, title, slug, blocks: stored.blocks, ...seoFormValues(stored) });
  };

  // Ctrl/Cmd+S saves as "Save draft" does: the stored state kept, the editor left open (issue 34).
  useDraftSaveShortcut(formik, intent, () => formik.submitForm());

  return { formik, intent, conflict, session, autosave, live, restorePending };
}
