// Properties of the lead form rules (schema/validation/leads.ts, SPEC §5 'Lead and contact
// forms'): generated valid submissions pass, trimmed; each one made invalid in one field fails
// on that field alone, with the spec's message.
import fc from 'fast-check';
import {
  CLOUD_SPENDING_OPTIONS,
  COMPANY_MAX_LENGTH,
  contactRequestSchema,
  EMAIL_MAX_LENGTH,
  MESSAGE_MAX_LENGTH,
  NAME_MAX_LENGTH,
  playbookLeadSchema,
} from '../../../schema/validation/leads';
import { leadEmail, padded, tooLongText, tooShortText, trimmedText } from './arbitraries';
import { errorsOf } from './helpers';

const NAME_MIN = 'Name must be at least 2 characters.';
const EMAIL = 'Please enter a valid email address.';
const COMPANY_MIN = 'Company name must be at least 2 characters.';
const SPENDING = 'Please select your monthly cloud spend range.';
const PRIVACY = 'You must agree to the privacy policy.';

const lead = fc.record({ name: trimmedText(2, NAME_MAX_LENGTH), email: leadEmail, company: trimmedText(2, COMPANY_MAX_LENGTH) });
const contact = fc.record({
  name: trimmedText(2, NAME_MAX_LENGTH),
  email: leadEmail,
  company: trimmedText(2, COMPANY_MAX_LENGTH),
  cloudSpending: fc.constantFrom(...CLOUD_SPENDING_OPTIONS.map((o) => o.value)),
  message: fc.option(trimmedText(0, MESSAGE_MAX_LENGTH), { nil: undefined }),
  privacyConsent: fc.constant(true),
});

/** Not an address: no @, no dotted domain, spaces, two @... */
const badEmail = fc.oneof(
  fc.string({ unit: 'grapheme-ascii', maxLength: 30 }).filter((s) => !s.includes('@')),
  fc.tuple(fc.stringMatching(/^[a-z0-9]{1,10}$/), fc.stringMatching(/^[a-z0-9]{1,10}$/)).map(([u, host]) => `${u}@${host}`),
  fc.tuple(fc.stringMatching(/^[a-z]{1,8}$/), fc.stringMatching(/^[a-z]{1,8}$/)).map(([u, d]) => `${u} x@${d}.com`),
  fc.tuple(fc.stringMatching(/^[a-z]{1,8}$/), fc.stringMatching(/^[a-z]{1,8}$/)).map(([u, d]) => `${u}@@${d}.com`),
  fc.stringMatching(/^[a-z]{1,8}$/).map((d) => `@${d}.com`),
);

describe('playbook lead rules (property-based)', () => {
  it('accept every generated valid lead, trimming what is around the values', () => {
    fc.assert(
      fc.property(lead, fc.tuple(padded(fc.constant('')), padded(fc.constant(''))), (value, [a, b]) => {
        const sent = { name: `${a}${value.name}${b}`, email: `${b}${value.email}${a}`, company: `${a}${value.company}` };
        expect(errorsOf(playbookLeadSchema, sent)).toEqual({});
        expect(playbookLeadSchema.validateSync(sent)).toEqual(value);
      }),
    );
  });

  it.each([
    ['name', NAME_MIN, tooShortText(2)],
    ['name', `Name must be ${NAME_MAX_LENGTH} characters or less.`, tooLongText(NAME_MAX_LENGTH)],
    ['email', EMAIL, badEmail],
    ['email', EMAIL, fc.constantFrom('', '   ')],
    ['company', COMPANY_MIN, tooShortText(2)],
    ['company', `Company name must be ${COMPANY_MAX_LENGTH} characters or less.`, tooLongText(COMPANY_MAX_LENGTH)],
  ] as const)('refuse a lead whose %s is made invalid, on that field only: %s', (field, message, bad) => {
    fc.assert(
      fc.property(lead, bad as fc.Arbitrary<string>, (value, wrong) => {
        expect(errorsOf(playbookLeadSchema, { ...value, [field]: wrong })).toEqual({ [field]: message });
      }),
    );
  });

  it('refuse an address over 254 characters even when it is otherwise valid', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 60 }), (extra) => {
        const domain = `${'d'.repeat(60)}.${'e'.repeat(60)}.${'f'.repeat(60)}.${'g'.repeat(60 - Math.min(extra, 59))}.com`;
        const email = `${'a'.repeat(EMAIL_MAX_LENGTH + extra - domain.length - 1)}@${domain}`;
        fc.pre(email.split('@')[0].length <= 64);
        expect(email.length).toBe(EMAIL_MAX_LENGTH + extra);
        expect(errorsOf(playbookLeadSchema.pick(['email']), { email })).toEqual({
          email: `Email must be ${EMAIL_MAX_LENGTH} characters or less.`,
        });
      }),
    );
  });
});

describe('contact request rules (property-based)', () => {
  it('accept every generated valid request; the message is optional', () => {
    fc.assert(
      fc.property(contact, fc.constantFrom(undefined, null, ''), (value, absent) => {
        expect(errorsOf(contactRequestSchema, value)).toEqual({});
        expect(errorsOf(contactRequestSchema, { ...value, message: absent })).toEqual({});
      }),
    );
  });

  it.each([
    ['cloudSpending', SPENDING, fc.string({ maxLength: 12 }).filter((s) => !CLOUD_SPENDING_OPTIONS.some((o) => o.value === s.trim()))],
    ['message', `Message must be ${MESSAGE_MAX_LENGTH} characters or less.`, tooLongText(MESSAGE_MAX_LENGTH)],
    ['privacyConsent', PRIVACY, fc.constantFrom(false, undefined, null, 'no')],
    ['name', NAME_MIN, tooShortText(2)],
    ['email', EMAIL, badEmail],
  ] as const)('refuse a request whose %s is made invalid, on that field only: %s', (field, message, bad) => {
    fc.assert(
      fc.property(contact, bad as fc.Arbitrary<unknown>, (value, wrong) => {
        expect(errorsOf(contactRequestSchema, { ...value, [field]: wrong })).toEqual({ [field]: message });
      }),
    );
  });

  it('accept any plain-object tool results under the size cap, and refuse anything else', () => {
    fc.assert(
      fc.property(
        contact,
        fc.dictionary(fc.string({ maxLength: 8 }), fc.oneof(fc.integer(), fc.string({ maxLength: 20 }), fc.boolean())),
        (value, toolResults) => {
          expect(errorsOf(contactRequestSchema, { ...value, toolResults })).toEqual({});
        },
      ),
    );
    fc.assert(
      fc.property(
        contact,
        fc.oneof(fc.array(fc.integer(), { maxLength: 3 }), fc.string({ maxLength: 5 }), fc.integer()),
        (value, toolResults) => {
          expect(errorsOf(contactRequestSchema, { ...value, toolResults })).toEqual({ toolResults: 'Tool results must be an object.' });
        },
      ),
      { numRuns: 30 },
    );
  });
});
