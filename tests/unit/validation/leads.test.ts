import {
  CLOUD_SPENDING_OPTIONS,
  contactRequestSchema,
  playbookLeadSchema,
  type ContactRequestInput,
  type PlaybookLeadInput,
} from '../../../schema/validation/leads';
import { errorsOf, fieldError, repeat } from './helpers';

const validLead = { name: 'Jo', email: 'jo@example.com', company: 'Ac' };
const validContact = {
  ...validLead,
  cloudSpending: '50k-100k',
  message: 'Please call me.',
  privacyConsent: true,
};

const NAME_MIN = 'Name must be at least 2 characters.';
const EMAIL = 'Please enter a valid email address.';
const COMPANY_MIN = 'Company name must be at least 2 characters.';
const SPENDING = 'Please select your monthly cloud spend range.';
const PRIVACY = 'You must agree to the privacy policy.';

describe('CLOUD_SPENDING_OPTIONS', () => {
  it('lists the five ranges of SPEC §3 in order with labels', () => {
    expect(CLOUD_SPENDING_OPTIONS).toEqual([
      { value: '10k-50k', label: '$10K - $50K' },
      { value: '50k-100k', label: '$50K - $100K' },
      { value: '100k-500k', label: '$100K - $500K' },
      { value: '500k-1m', label: '$500K - $1M' },
      { value: '1m+', label: '$1M+' },
    ]);
  });
});

// The shared name/email/company rules, checked on both schemas.
describe.each([
  ['playbookLeadSchema', playbookLeadSchema, validLead],
  ['contactRequestSchema', contactRequestSchema, validContact],
] as const)('%s: shared lead fields', (_name, schema, base) => {
  it('accepts a valid value', () => {
    expect(errorsOf(schema, base)).toEqual({});
  });

  describe('name', () => {
    it.each([
      [undefined, NAME_MIN],
      [null, NAME_MIN],
      ['', NAME_MIN],
      ['   ', NAME_MIN],
      ['J', NAME_MIN],
      [' J ', NAME_MIN], // trimmed before counting
      ['Jo', undefined],
      [repeat(100), undefined],
      [repeat(101), 'Name must be 100 characters or less.'],
    ])('%j -> %j', (name, expected) => {
      expect(fieldError(schema, base, 'name', { name })).toBe(expected);
    });
  });

  describe('email', () => {
    it.each([
      [undefined, EMAIL],
      ['', EMAIL],
      ['not an email', EMAIL],
      ['jo@', EMAIL],
      ['@example.com', EMAIL],
      ['jo@localhost', EMAIL],
      ['jo@example.', EMAIL],
      ['jo@example.com', undefined],
      ['  jo.smith+finops@sub.example.co.uk  ', undefined],
    ])('%j -> %j', (email, expected) => {
      expect(fieldError(schema, base, 'email', { email })).toBe(expected);
    });

    it('caps the length at 254 characters', () => {
      const domain = `${repeat(60, 'b')}.${repeat(60, 'c')}.${repeat(60, 'd')}.com`; // 187 chars
      const at254 = `${repeat(254 - domain.length - 1 - 2, 'a')}.a@${domain}`;
      expect(at254.length).toBe(254);
      expect(fieldError(schema, base, 'email', { email: at254 })).toBeUndefined();
      const at255 = `a${at254}`;
      expect(fieldError(schema, base, 'email', { email: at255 })).toBe('Email must be 254 characters or less.');
    });
  });

  describe('company', () => {
    it.each([
      [undefined, COMPANY_MIN],
      ['', COMPANY_MIN],
      ['A', COMPANY_MIN],
      ['  A  ', COMPANY_MIN],
      ['Ac', undefined],
      [repeat(150), undefined],
      [repeat(151), 'Company name must be 150 characters or less.'],
    ])('%j -> %j', (company, expected) => {
      expect(fieldError(schema, base, 'company', { company })).toBe(expected);
    });
  });

  it('reports every invalid field at once', () => {
    expect(errorsOf(schema, { ...base, name: '', email: 'x', company: 'y' })).toMatchObject({
      name: NAME_MIN,
      email: EMAIL,
      company: COMPANY_MIN,
    });
  });

  it('trims the string fields when casting', () => {
    const cast = schema.cast({ ...base, name: '  Jo  ', email: ' jo@example.com ', company: ' Acme ' });
    expect(cast).toMatchObject({ name: 'Jo', email: 'jo@example.com', company: 'Acme' });
  });
});

describe('playbookLeadSchema', () => {
  it('only knows name, email and company', () => {
    const cast: PlaybookLeadInput = playbookLeadSchema.cast({ ...validLead, extra: 1 }, { stripUnknown: true });
    expect(cast).toEqual(validLead);
  });
});

describe('contactRequestSchema', () => {
  describe('cloudSpending', () => {
    it.each(CLOUD_SPENDING_OPTIONS.map((o) => o.value))('accepts %j', (cloudSpending) => {
      expect(fieldError(contactRequestSchema, validContact, 'cloudSpending', { cloudSpending })).toBeUndefined();
    });

    it.each([undefined, null, '', '  ', '10k', '1M+', '0-10k', 'anything'])('rejects %j', (cloudSpending) => {
      expect(fieldError(contactRequestSchema, validContact, 'cloudSpending', { cloudSpending })).toBe(SPENDING);
    });
  });

  describe('message', () => {
    it.each([undefined, null, '', repeat(5000)])('accepts %j', (message) => {
      expect(fieldError(contactRequestSchema, validContact, 'message', { message })).toBeUndefined();
    });

    it('rejects more than 5000 characters', () => {
      expect(fieldError(contactRequestSchema, validContact, 'message', { message: repeat(5001) })).toBe(
        'Message must be 5000 characters or less.',
      );
    });
  });

  describe('privacyConsent', () => {
    it('accepts true', () => {
      expect(fieldError(contactRequestSchema, validContact, 'privacyConsent', { privacyConsent: true })).toBeUndefined();
    });

    it.each([false, undefined, null, 'false', 0, 'maybe', {}])('rejects %j', (privacyConsent) => {
      expect(fieldError(contactRequestSchema, validContact, 'privacyConsent', { privacyConsent })).toBe(PRIVACY);
    });
  });

  describe('toolResults', () => {
    it.each([undefined, null, {}, { monthlySpend: 10000, result: { annualSavings: 30000, areas: [{ name: 'Rightsizing' }] } }])(
      'accepts %j',
      (toolResults) => {
        expect(fieldError(contactRequestSchema, validContact, 'toolResults', { toolResults })).toBeUndefined();
      },
    );

    it.each([['a string'], [42], [[1, 2]], [new Date()]])('rejects a non-object %p', (toolResults) => {
      expect(fieldError(contactRequestSchema, validContact, 'toolResults', { toolResults })).toBe('Tool results must be an object.');
    });

    it('rejects an oversized or unserialisable object', () => {
      expect(fieldError(contactRequestSchema, validContact, 'toolResults', { toolResults: { big: repeat(50_001) } })).toBe(
        'Tool results are too large.',
      );
      const circular: Record<string, unknown> = {};
      circular.self = circular;
      expect(fieldError(contactRequestSchema, validContact, 'toolResults', { toolResults: circular })).toBe('Tool results are too large.');
    });

    it('keeps the object as given (nested keys are not stripped)', () => {
      const toolResults = { nested: { a: 1 } };
      const cast: ContactRequestInput = contactRequestSchema.cast({ ...validContact, toolResults }, { stripUnknown: true });
      expect(cast.toolResults).toEqual(toolResults);
    });
  });
});
