// The error summary at the top of a form (GOV.UK Design System pattern): after a failed submit it
// lists every error as a link to its field, takes the focus and is announced (role="alert").
// Without JavaScript the server renders it with `autoFocus`, so the browser focuses it on load.
import { forwardRef, type MouseEvent } from 'react';
import './forms.css';

export interface SummaryError {
  /** The id of the field's control. */
  id: string;
  message: string;
}

const ERROR_SUMMARY_TITLE = 'There is a problem';

interface ErrorSummaryProps {
  errors: readonly SummaryError[];
  /** The id of the summary (the form's action fragment points at it). */
  id?: string;
  autoFocus?: boolean;
}

/** Focus the field rather than only scrolling to it (what a plain fragment link does). */
function focusField(event: MouseEvent<HTMLAnchorElement>, id: string) {
  const field = document.getElementById(id);
  if (!field) return;
  event.preventDefault();
  field.focus();
  field.scrollIntoView({ block: 'center' });
}

export const ErrorSummary = forwardRef<HTMLDivElement, ErrorSummaryProps>(function ErrorSummary({ errors, id, autoFocus }, ref) {
  if (errors.length === 0) return null;
  const titleId = `${id ?? 'form'}-error-summary-title`;
  return (
    <div ref={ref} id={id} className="error-summary" role="alert" aria-labelledby={titleId} tabIndex={-1} autoFocus={autoFocus}>
      <p className="error-summary__title" id={titleId}>
        {ERROR_SUMMARY_TITLE}
      </p>
      <ul className="error-summary__list">
        {errors.map((error) => (
          <li key={error.id}>
            <a href={`#${error.id}`} onClick={(event) => focusField(event, error.id)}>
              {error.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
});
