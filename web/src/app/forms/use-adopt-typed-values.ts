import { useEffect, type RefObject } from 'react';
import { formValues, type PageFormId } from '../../../../schema/validation/page-forms';

// Whatever a visitor typed into the server-rendered form before the page became live: React
// keeps the DOM's values while hydrating, but the form's state (formik) still holds the initial
// ones and the next render would write them back. Once hydrated, the form reads its own fields
// (as a browser would post them) and takes them over.
export function useAdoptTypedValues(
  formRef: RefObject<HTMLFormElement | null>,
  form: PageFormId,
  adopt: (typed: Record<string, string | boolean>) => void,
): void {
  useEffect(() => {
    const element = formRef.current;
    if (!element) return;
    const body: Record<string, string> = {};
    new FormData(element).forEach((value, key) => {
      if (typeof value === 'string') body[key] = value;
    });
    adopt(formValues(form, body));
    // Once, when the form becomes live.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
