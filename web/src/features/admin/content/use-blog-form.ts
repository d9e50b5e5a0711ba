// The blog editor's form and what travels with each save (decision 0021): the state the clicked
// button asks for, the version the editor holds (a stale save opens the conflict dialog), sign-in
// in place when the session ended, the autosave of drafts and the pending changes of live posts (0032).
import { useMemo, useRef } from 'react';
import { useFormik, validateYupSchema, yupToFormErrors } from 'formik';
import { useApolloClient } from '@apollo/client/react';
import { blogPostSchema } from '../../../../../schema/validation/content';
import type { EditorialState } from '../../../../../schema/validation/editorial';
import {
  AdminPostDocument,
  useAdminCreatePostMutation,
  useAdminUpdatePostMutation,
  useSavePendingPostChangeMutation,
  type AdminPostFieldsFragment,
  type PendingPostChangeFieldsFragment,
} from '../../../graphql/generated';
import { afterWrite, postQueries } from './admin-cache';
import { useEditorSave } from '../shared/editor-kit';
import { useDraftSaveShortcut } from '../shared/use-save-shortcut';
import { blogFormValues, blogValuesForValidation, toPostInput, type BlogFormValues } from './editor-values';
import { useVersionConflict, type ConflictField, type VersionConflict } from './version-conflict';
import { saveQuietly, useAutosave } from './use-autosave';
import { useSessionRecovery, type SessionRecovery } from './session-dialog';

const DASHBOARD_TAB = '/admin?tab=blog';

export function useBlogForm(post: AdminPostFieldsFragment | null) {
  const creating = !post;
  const client = useApolloClient();
  // The state the clicked button asks for (publish-actions.tsx); null keeps the stored one.
  const intent = useRef<EditorialState | null>(null);
  const conflict: VersionConflict = useVersionConflict<AdminPostFieldsFragment>(post?.version ?? null, {
    load: async () =>
      post
        ? ((await client.query({ query: AdminPostDocument, variables: { id: post.id }, fetchPolicy: 'network-only' })).data?.adminPost ??
          null)
        : null,
    compare: (stored): ConflictField[] => [
      { label: 'Title', stored: stored.title, mine: formik.values.title },
      { label: 'Excerpt', stored: stored.excerpt, mine: formik.values.excerpt },
      { label: 'Content', stored: stored.content, mine: formik.values.content },
    ],
    keep: (stored): void => formik.resetForm({ values: blogFormValues(stored) }),
    resubmit: (): void => void formik.submitForm(),
  });
  const session: SessionRecovery = useSessionRecovery();
  const save = useEditorSave<BlogFormValues>({
    thing: 'Blog post',
    creating,
    backTo: DASHBOARD_TAB,
    // "Save draft" and Ctrl/Cmd+S (no state asked for) keep the editor open (issue 34).
    stay: { when: () => intent.current === null, editPath: (id) => `/admin/blog/edit/${id}`, version: conflict.version },
    onConflict: conflict.onConflict,
    onUnauthenticated: (): void => session.expired(() => void formik.submitForm()),
  });
  const [createPost] = useAdminCreatePostMutation();
  const [updatePost] = useAdminUpdatePostMutation();
  const [savePending] = useSavePendingPostChangeMutation();
  const live = post?.status === 'PUBLISHED' || post?.status === 'SCHEDULED';
  const initialValues = useMemo(() => blogFormValues(post), [post]);

  const formik = useFormik<BlogFormValues>({
    initialValues,
    // The shared rules (SPEC §5), with an empty author standing for the server's default.
    validate: (values) =>
      validateYupSchema(blogValuesForValidation(values), blogPostSchema).then(
        () => ({}),
        (error: unknown) => yupToFormErrors(error),
      ),
    onSubmit: (values, helpers) => {
      const input = { ...toPostInput(values), status: intent.current, expectedVersion: conflict.version.current };
      const options = afterWrite('post', postQueries(post?.id));
      return save(
        () => (post ? updatePost({ variables: { id: post.id, input }, ...options }) : createPost({ variables: { input }, ...options })),
        helpers,
        values,
      );
    },
  });
  // A draft (or a post in review) saves itself a few seconds after typing stops; a live post keeps
  // its autosaved edits as a pending change, public only once Update Post saves them (decision 0032).
  const autosave = useAutosave({
    // Not while a save is on its way: that save applies (or replaces) what the autosave would keep.
    enabled: !!post && !conflict.open && !formik.isSubmitting,
    values: formik.values,
    baseline: formik.initialValues,
    save: (values) =>
      saveQuietly(conflict, session, blogPostSchema.isValid(blogValuesForValidation(values)), (expectedVersion) =>
        live
          ? savePending({ variables: { postId: post!.id, input: { ...toPostInput(values), expectedVersion } } }).then((result) => ({
              error: result.error,
              version: result.data?.savePendingPostChange.baseVersion,
            }))
          : updatePost({ variables: { id: post!.id, input: { ...toPostInput(values), status: null, expectedVersion } } }).then(
              (result) => ({
                error: result.error,
                version: result.data?.updatePost.version,
              }),
            ),
      ),
  });

  /** Put a pending change back in the form, over the version it was made over. */
  const restorePending = (pending: PendingPostChangeFieldsFragment): void => {
    conflict.version.current = pending.baseVersion;
    const { title, slug, excerpt, content, coverImage, author, category, tags, featured } = pending;
    void formik.setValues({ ...formik.values, title, slug, excerpt, content, coverImage, author, category, tags, featured });
  };

  // Ctrl/Cmd+S saves as "Save draft" does: the stored state kept, the editor left open.
  useDraftSaveShortcut(formik, intent, () => formik.submitForm());

  return { formik, intent, conflict, session, autosave, live, restorePending };
}
