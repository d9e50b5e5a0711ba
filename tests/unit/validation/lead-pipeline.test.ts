import {
  leadFilterSchema,
  leadPipelineSchema,
  LABEL_MESSAGE,
  LABELS_COUNT_MESSAGE,
  DATE_RANGE_MESSAGE,
  STATUS_MESSAGE,
} from '../../../schema/validation/lead-pipeline';
import { InputValidationError, validateInput } from '../../../schema/validation/validate';

const messageOf = async (schema: Parameters<typeof validateInput>[0], input: unknown) => {
  try {
    await validateInput(schema, input);
    return null;
  } catch (error) {
    return (error as InputValidationError).message;
  }
};

describe('lead pipeline rules', () => {
  it('normalises labels (trimmed, lower case) and accepts the five statuses', async () => {
    expect(await validateInput(leadPipelineSchema, { status: 'WON', labels: ['  Big  Deal ', 'q3'] })).toEqual({
      status: 'WON',
      labels: ['big deal', 'q3'],
    });
  });

  it('refuses unknown statuses, odd labels and too many labels with the shared messages', async () => {
    expect(await messageOf(leadPipelineSchema, { status: 'won' })).toBe(STATUS_MESSAGE);
    expect(await messageOf(leadPipelineSchema, { labels: [''] })).toBe(LABEL_MESSAGE);
    expect(await messageOf(leadPipelineSchema, { labels: ['-lead'] })).toBe(LABEL_MESSAGE);
    expect(await messageOf(leadPipelineSchema, { labels: Array.from({ length: 11 }, (_, i) => `l${i}`) })).toBe(LABELS_COUNT_MESSAGE);
  });

  it('refuses a date range that ends before it starts', async () => {
    expect(await messageOf(leadFilterSchema, { from: '2026-02-01', to: '2026-01-01' })).toBe(DATE_RANGE_MESSAGE);
    expect(await messageOf(leadFilterSchema, { from: '2026-01-01', to: '2026-02-01' })).toBeNull();
  });
});
