// The experiment editor's copy fields (issue 32, decision 0069): which of a block's fields it
// offers, and the variant `fields` it sends (a changed CTA label overrides the whole list).
import { copyFields, variantFields } from '../../web/src/features/admin/experiments/experiment-values';

const hero = {
  type: 'hero',
  anchor: 'top',
  eyebrow: 'FinOps',
  headline: 'Take control',
  ctas: [
    { label: 'Book', target: '#contact', style: 'primary' },
    { label: 'Calculate', target: '#calculator', style: 'secondary' },
  ],
  visual: 'spend-chart',
};

describe('copyFields', () => {
  it('offers the text fields and the CTA labels, never the type, anchor or visual', () => {
    expect(copyFields(hero).map((field) => field.path)).toEqual(['eyebrow', 'headline', 'ctas.0.label', 'ctas.1.label']);
    expect(copyFields({ type: 'cta-band', heading: 'Talk', cta: { label: 'Go', target: '/' } }).map((field) => field.path)).toEqual([
      'heading',
      'cta.label',
    ]);
    expect(copyFields(undefined)).toEqual([]);
  });
});

describe('variantFields', () => {
  it('sends only what changed, a CTA label as the whole list with the others as they are', () => {
    expect(variantFields(hero, { headline: '  New  ', eyebrow: '', 'ctas.1.label': 'Estimate' })).toEqual({
      headline: 'New',
      ctas: [
        { label: 'Book', target: '#contact', style: 'primary' },
        { label: 'Estimate', target: '#calculator', style: 'secondary' },
      ],
    });
    expect(hero.ctas[1].label).toBe('Calculate');
    expect(variantFields({ type: 'cta-band', cta: { label: 'Go', target: '/' } }, { 'cta.label': 'Start' })).toEqual({
      cta: { label: 'Start', target: '/' },
    });
    expect(variantFields(hero, {})).toEqual({});
  });
});
