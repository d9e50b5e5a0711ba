import {
  conflictVersion,
  errorCode,
  fieldErrorsOf,
  formFieldErrors,
  messageOr,
  serverMessage,
  splitToast,
} from '../../../web/src/features/admin/shared/admin-errors';
import { InputValidationError } from '../../../schema/validation/validate';

const graphQLError = (errors: unknown[]) => Object.assign(new Error('combined'), { errors });

describe('serverMessage / messageOr', () => {
  it("takes the server's first message", () => {
    const error = graphQLError([{ message: 'A blog post with this slug already exists.', extensions: { code: 'CONFLICT' } }]);
    expect(serverMessage(error)).toBe('A blog post with this slug already exists.');
    expect(messageOr(error, 'Could not create blog post')).toBe('A blog post with this slug already exists.');
  });
  it('falls back for network errors, internal errors and non-errors', () => {
    expect(messageOr(new Error('Failed to fetch'), 'Could not update resource')).toBe('Could not update resource');
    expect(messageOr(graphQLError([{ message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR' } }]), 'F')).toBe('F');
    expect(messageOr(undefined, 'F')).toBe('F');
    expect(messageOr(graphQLError([{ message: '  ' }]), 'F')).toBe('F');
  });
});

describe('errorCode', () => {
  it('reads extensions.code of the first error', () => {
    expect(errorCode(graphQLError([{ message: 'x', extensions: { code: 'UNAUTHENTICATED' } }]))).toBe('UNAUTHENTICATED');
    expect(errorCode(new Error('x'))).toBeUndefined();
  });
});

describe('fieldErrorsOf', () => {
  it('maps BAD_USER_INPUT fieldErrors by field, first message wins', () => {
    const error = graphQLError([
      {
        message: 'Title must be at least 5 characters',
        extensions: {
          code: 'BAD_USER_INPUT',
          fieldErrors: [
            { field: 'title', message: 'Title must be at least 5 characters' },
            { field: 'slug', message: 'Slug must be at least 3 characters' },
            { field: 'slug', message: 'second' },
            { field: '', message: 'whole input' },
            'junk',
          ],
        },
      },
    ]);
    expect(fieldErrorsOf(error)).toEqual({ title: 'Title must be at least 5 characters', slug: 'Slug must be at least 3 characters' });
  });
  it('puts a CONFLICT about one field (a slug in use) on that field (issue 34)', () => {
    const error = graphQLError([{ message: 'A category with this slug already exists.', extensions: { code: 'CONFLICT', field: 'slug' } }]);
    expect(fieldErrorsOf(error)).toEqual({ slug: 'A category with this slug already exists.' });
    // A version conflict names no field: no field message.
    expect(fieldErrorsOf(graphQLError([{ message: 'newer', extensions: { code: 'CONFLICT', currentVersion: 4 } }]))).toEqual({});
  });
  it('is empty without field errors', () => {
    expect(fieldErrorsOf(new Error('x'))).toEqual({});
    expect(fieldErrorsOf(graphQLError([{ message: 'x', extensions: { code: 'CONFLICT' } }]))).toEqual({});
  });
});

describe('formFieldErrors', () => {
  it("takes the browser's own check field by field, a list's item on the list", () => {
    const local = new InputValidationError([
      { field: 'labels[2]', message: 'Labels must be 40 characters or less' },
      { field: 'labels[3]', message: 'second message of the same list' },
      { field: 'status', message: 'Please choose a status' },
    ]);
    expect(formFieldErrors(local)).toEqual({ labels: 'Labels must be 40 characters or less', status: 'Please choose a status' });
  });
  it("takes the server's field messages", () => {
    const error = graphQLError([
      { message: 'x', extensions: { code: 'BAD_USER_INPUT', fieldErrors: [{ field: 'body', message: 'Too long' }] } },
    ]);
    expect(formFieldErrors(error)).toEqual({ body: 'Too long' });
  });
  it('is empty for an error about no field (an ended session goes to a toast, not under a field)', () => {
    // Apollo's CombinedGraphQLErrors has an `errors` list too: its items have no field.
    const ended = graphQLError([{ message: 'You must be signed in as an administrator.', extensions: { code: 'UNAUTHENTICATED' } }]);
    expect(formFieldErrors(ended)).toEqual({});
    expect(formFieldErrors(new TypeError('Failed to fetch'))).toEqual({});
  });
});

describe('splitToast', () => {
  it("splits SPEC §8's 'Title: description' at the first ': '", () => {
    expect(splitToast('Invalid file type: Please provide a link to a valid document file (PDF, DOC, PPT, etc.)')).toEqual([
      'Invalid file type',
      'Please provide a link to a valid document file (PDF, DOC, PPT, etc.)',
    ]);
    expect(splitToast('Category deleted')).toEqual(['Category deleted', undefined]);
  });
});

describe('conflictVersion', () => {
  it('is the stored version of a stale save, and undefined for any other error', () => {
    expect(conflictVersion(graphQLError([{ message: 'newer', extensions: { code: 'CONFLICT', currentVersion: 4 } }]))).toBe(4);
    // A duplicate slug is a CONFLICT too, but not over a version.
    expect(
      conflictVersion(graphQLError([{ message: 'A blog post with this slug already exists.', extensions: { code: 'CONFLICT' } }])),
    ).toBe(undefined);
    expect(conflictVersion(graphQLError([{ message: 'x', extensions: { code: 'FORBIDDEN', currentVersion: 4 } }]))).toBe(undefined);
    expect(conflictVersion(new Error('Failed to fetch'))).toBe(undefined);
  });
});
