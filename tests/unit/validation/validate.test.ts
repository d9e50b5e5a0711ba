import * as yup from 'yup';
import { contactRequestSchema } from '../../../schema/validation/leads';
import { registerSchema, serverRegisterSchema } from '../../../schema/validation/auth';
import { blogPostSchema } from '../../../schema/validation/content';
import { InputValidationError, fieldErrorsFromYup, validateInput, type FieldError } from '../../../schema/validation/validate';

async function rejectionOf(promise: Promise<unknown>): Promise<InputValidationError> {
  try {
    await promise;
  } catch (err) {
    expect(err).toBeInstanceOf(InputValidationError);
    return err as InputValidationError;
  }
  throw new Error('expected a rejection');
}

describe('InputValidationError', () => {
  it('has a name, the first message and the list of errors', () => {
    const errors: FieldError[] = [
      { field: 'a', message: 'first' },
      { field: 'b', message: 'second' },
    ];
    const e = new InputValidationError(errors);
    expect(e).toBeInstanceOf(Error);
    expect(e).toBeInstanceOf(InputValidationError);
    expect(e.name).toBe('InputValidationError');
    expect(e.message).toBe('first');
    expect(e.errors).toBe(errors);
  });

  it('falls back to a generic message when the list is empty', () => {
    expect(new InputValidationError([]).message).toBe('Invalid input');
  });
});

describe('validateInput', () => {
  it('resolves to the cast value: trimmed, defaults applied, unknown keys stripped', async () => {
    const value = await validateInput(contactRequestSchema, {
      name: '  Jo  ',
      email: ' jo@example.com ',
      company: 'Acme',
      cloudSpending: '1m+',
      privacyConsent: 'true',
      isAdmin: true,
    });
    expect(value).toEqual({
      name: 'Jo',
      email: 'jo@example.com',
      company: 'Acme',
      cloudSpending: '1m+',
      privacyConsent: true,
    });
    expect(value).not.toHaveProperty('isAdmin');
  });

  it('applies defaults (featured false) and strips confirmPassword on the server schema', async () => {
    const post = await validateInput(blogPostSchema, {
      title: 'Hello',
      slug: 'hello',
      excerpt: 'x'.repeat(20),
      content: 'y'.repeat(50),
      coverImage: '/images/a.svg',
      author: 'Jo',
      category: 'strategy',
      tags: 'a',
    });
    expect(post.featured).toBe(false);
    const reg = await validateInput(serverRegisterSchema, { username: 'admin', password: 'secret', confirmPassword: 'x' });
    expect(reg).toEqual({ username: 'admin', password: 'secret' });
  });

  it('treats an object or array given for a text field as missing (the field message, never a TypeError)', async () => {
    const err = await rejectionOf(
      validateInput(contactRequestSchema, {
        name: { first: 'Jo' },
        email: ['jo@example.com'],
        company: 'Acme',
        cloudSpending: '1m+',
        privacyConsent: true,
      }),
    );
    expect(err.errors).toEqual([
      { field: 'name', message: 'Name must be at least 2 characters.' },
      { field: 'email', message: 'Please enter a valid email address.' },
    ]);
  });

  it('keeps a Date given for a date text field', async () => {
    const post = await validateInput(blogPostSchema, {
      title: 'Hello',
      slug: 'hello',
      excerpt: 'x'.repeat(20),
      content: 'y'.repeat(50),
      coverImage: '/images/a.svg',
      author: 'Jo',
      category: 'strategy',
      tags: 'a',
      publishedAt: new Date('2025-01-02T03:04:05.000Z'),
    });
    expect(post.publishedAt).toBe('2025-01-02T03:04:05.000Z');
  });

  it('lists every invalid field once, first message per field, in schema order', async () => {
    const err = await rejectionOf(
      validateInput(contactRequestSchema, {
        name: 'J',
        email: 'nope',
        company: '',
        cloudSpending: 'lots',
        privacyConsent: false,
      }),
    );
    expect(err.errors).toEqual([
      { field: 'name', message: 'Name must be at least 2 characters.' },
      { field: 'email', message: 'Please enter a valid email address.' },
      { field: 'company', message: 'Company name must be at least 2 characters.' },
      { field: 'cloudSpending', message: 'Please select your monthly cloud spend range.' },
      { field: 'privacyConsent', message: 'You must agree to the privacy policy.' },
    ]);
    expect(err.message).toBe('Name must be at least 2 characters.');
    expect(err.name).toBe('InputValidationError');
  });

  it('dedupes a field that fails several tests, keeping the first message', async () => {
    // 'A_' fails both min length (3) and the slug pattern.
    const err = await rejectionOf(validateInput(blogPostSchema.pick(['slug']), { slug: 'A_' }));
    expect(err.errors).toEqual([{ field: 'slug', message: 'Slug must be at least 3 characters' }]);
  });

  it('reports the confirmPassword mismatch on its own path', async () => {
    const err = await rejectionOf(validateInput(registerSchema, { username: 'admin', password: 'secret', confirmPassword: 'secreT' }));
    expect(err.errors).toEqual([{ field: 'confirmPassword', message: 'Passwords do not match' }]);
  });

  it("uses field '' for an error about the whole input", async () => {
    const err = await rejectionOf(validateInput(yup.string().required('Required'), undefined));
    expect(err.errors).toEqual([{ field: '', message: 'Required' }]);
  });

  it('rethrows errors that are not validation errors', async () => {
    const boom = new Error('boom');
    const schema = yup.object({
      a: yup.string().test('explode', 'x', () => {
        throw boom;
      }),
    });
    await expect(validateInput(schema, { a: 'v' })).rejects.toBe(boom);
  });
});

describe('fieldErrorsFromYup', () => {
  it('uses the error itself when there are no inner errors', () => {
    const e = new yup.ValidationError('Nope', undefined, 'field');
    expect(fieldErrorsFromYup(e)).toEqual([{ field: 'field', message: 'Nope' }]);
  });
});
