// A public form posted without JavaScript comes back rendered by the server with what the visitor
// typed and its messages (graphql-server/src/http/page-forms.ts, docs/decisions/0013). The same
// state reaches the browser as JSON (main.tsx), so hydration renders what the server did.
import { createContext, useContext } from 'react';
import { useLocation } from 'react-router-dom';
import { SENT_PARAM, type PageFormId, type PageFormState } from '../../../schema/validation/page-forms';

export const PageFormContext = createContext<PageFormState | null>(null);

/** The posted state of this form, when the page is the answer to its POST. */
export function usePostedForm(form: PageFormId): PageFormState | null {
  const state = useContext(PageFormContext);
  return state?.form === form ? state : null;
}

/** True on the page a stored lead of this form redirected to (?sent=<form>). */
export function useSentByPost(form: PageFormId): boolean {
  const { search } = useLocation();
  return new URLSearchParams(search).get(SENT_PARAM) === form;
}
