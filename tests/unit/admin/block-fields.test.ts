// The page editor's forms come from the block schemas (issue 31, decision 0065): every block type
// gets fields without editor code, in the schema's kinds; a new block starts with what its rules
// need; a save sends the server's input without empty optional fields; the server's field names
// map to the form's; and a list entry moves where it is asked to.
import { BLOCK_TYPES, validateBlock } from '../../../schema/validation/page-blocks';
import { blockFields, blockLabel, humanize, newBlock, type FieldSpec } from '../../../web/src/features/admin/pages/block-fields';
import {
  blocksText,
  pageErrors,
  pageFormValues,
  toPageInput,
  moved,
  withoutEmpty,
} from '../../../web/src/features/admin/pages/page-values';

const kinds = (fields: FieldSpec[]) => Object.fromEntries(fields.map((field) => [field.name, field.kind]));

describe('blockFields', () => {
  it.each(BLOCK_TYPES)('gives %s a form of its schema’s fields (type and key hidden, anchor last)', (type) => {
    const fields = blockFields(type);
    expect(fields.length).toBeGreaterThan(0);
    expect(fields.map((field) => field.name)).not.toContain('type');
    expect(fields.map((field) => field.name)).not.toContain('key');
    expect(fields[fields.length - 1].name).toBe('anchor');
    expect(blockLabel(type)).not.toBe('');
  });

  it('reads each kind from the schema: texts, long texts, lists of objects and of texts, enums, images, groups, numbers, rich text', () => {
    const hero = blockFields('hero');
    expect(kinds(hero)).toEqual({
      eyebrow: 'text',
      headline: 'text',
      text: 'text',
      ctas: 'list',
      claims: 'list',
      visual: 'select',
      image: 'image',
      anchor: 'text',
    });
    expect(hero.find((field) => field.name === 'headline')).toMatchObject({
      required: true,
      max: 200,
      multiline: false,
      label: 'Headline',
    });
    expect(hero.find((field) => field.name === 'text')).toMatchObject({ required: false, multiline: true });
    const ctas = hero.find((field) => field.name === 'ctas') as Extract<FieldSpec, { kind: 'list' }>;
    expect(ctas).toMatchObject({ min: 0, max: 3, itemLabel: 'call to action', label: 'Calls to action' });
    expect(ctas.item.kind).toBe('group');
    expect((ctas.item as Extract<FieldSpec, { kind: 'group' }>).fields.find((field) => field.name === 'style')).toMatchObject({
      kind: 'select',
      options: ['primary', 'secondary', 'link'],
      label: 'Button style',
    });
    const card = (blockFields('feature-cards').find((field) => field.name === 'items') as Extract<FieldSpec, { kind: 'list' }>).item;
    const cardFields = (card as Extract<FieldSpec, { kind: 'group' }>).fields;
    expect(kinds(cardFields)).toMatchObject({ title: 'text', bullets: 'list', icon: 'select', link: 'group' });
    expect(cardFields.find((field) => field.name === 'bullets')).toMatchObject({ item: { kind: 'text' }, itemLabel: 'bullet' });
    expect(kinds(blockFields('rich-text'))).toMatchObject({ html: 'rich-text' });
    expect(blockFields('blog-teaser').find((field) => field.name === 'count')).toMatchObject({ kind: 'number', min: 1, max: 6 });
    expect(blockFields('image-text').find((field) => field.name === 'image')).toMatchObject({ kind: 'image', required: true });
  });

  it('names a field it has no label for from its key', () => {
    expect(humanize('focusArea')).toBe('Focus area');
    expect(humanize('resources-teaser')).toBe('Resources teaser');
  });
});

describe('newBlock', () => {
  it.each(BLOCK_TYPES)('starts a %s block whose only problems are the texts still to write', (type) => {
    const block = newBlock(type);
    expect(block.type).toBe(type);
    expect(block.key).toMatch(/^[\w-]{1,40}$/);
    const checked = validateBlock(withoutEmpty(block));
    const problems = checked.ok ? [] : checked.errors.map((error) => error.message);
    for (const message of problems) expect(message).toMatch(/ is required\.$/);
  });
});

describe('page values', () => {
  const values = {
    ...pageFormValues(null),
    title: ' Webinar ',
    slug: 'webinar',
    blocks: [{ type: 'hero' as const, key: 'b-1', eyebrow: '', headline: 'Hello', ctas: [] }],
    metaTitle: 'x'.repeat(121),
  };

  it('sends no empty optional field and the SEO fields under seo', () => {
    expect(toPageInput(values)).toEqual({
      slug: 'webinar',
      title: 'Webinar',
      blocks: [{ type: 'hero', key: 'b-1', headline: 'Hello', ctas: [] }],
      seo: { title: 'x'.repeat(121), description: '', image: '', noindex: false },
    });
  });

  it('puts the server’s messages under the form’s fields', () => {
    expect(pageErrors(values)).toEqual({ metaTitle: 'SEO title must be 120 characters or less.' });
    const blocks = [{ type: 'faq' as const, key: 'b-2', items: [{ question: 'Why?', answer: '' }] }];
    expect(pageErrors({ ...values, metaTitle: '', blocks })).toEqual({ 'blocks.0.items.0.answer': 'Answer is required.' });
  });

  it('moves an entry, and leaves the list as it is for a move out of bounds', () => {
    expect(moved(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moved(['a', 'b'], 0, 5)).toEqual(['a', 'b']);
  });

  it('writes blocks as text for the diffs', () => {
    expect(blocksText([{ type: 'faq', key: 'k', items: [{ question: 'Why?', answer: 'Because.' }] }])).toBe(
      '1. FAQ\nitems.1.question: Why?\nitems.1.answer: Because.',
    );
  });
});
