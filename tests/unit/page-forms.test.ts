// How a posted page form becomes the input of the shared rules (schema/validation/page-forms.ts).
import { formValues, isPageFormId, parseSpendText, schemaInput } from '../../schema/validation/page-forms';

describe('page forms', () => {
  it('keeps only the form’s own fields and the honeypot, as text', () => {
    expect(
      formValues('playbook', { _form: 'playbook', name: 'Ada', email: ['a@b.co', 'x'], company: 5, extra: 'no', website: '' }),
    ).toEqual({
      name: 'Ada',
      email: 'a@b.co',
      company: '',
      website: '',
    });
  });

  it('reads a ticked checkbox as true and an absent one as false', () => {
    expect(formValues('contact', { privacyConsent: 'on' }).privacyConsent).toBe(true);
    expect(formValues('contact', {}).privacyConsent).toBe(false);
  });

  it('cuts very long texts (the shared caps then refuse them)', () => {
    expect((formValues('playbook', { name: 'x'.repeat(20_000) }).name as string).length).toBe(10_000);
  });

  it('ignores prototype keys', () => {
    const body = JSON.parse('{"__proto__": {"name": "polluted"}}') as Record<string, unknown>;
    expect(formValues('playbook', body).name).toBe('');
    expect(isPageFormId('__proto__')).toBe(false);
    expect(isPageFormId('constructor')).toBe(false);
    expect(isPageFormId('contact')).toBe(true);
  });

  it('parses the spend as typed', () => {
    expect(parseSpendText('$10,000')).toBe(10000);
    expect(parseSpendText('12 500.5')).toBe(12500.5);
    expect(parseSpendText('')).toBeNaN();
    expect(parseSpendText('abc')).toBeNaN();
    expect(schemaInput('page-calculator', { monthlySpend: '' }).monthlySpend).toBeUndefined();
    expect(schemaInput('home-calculator', { monthlySpend: '1,000' }).monthlySpend).toBe(1000);
  });
});
