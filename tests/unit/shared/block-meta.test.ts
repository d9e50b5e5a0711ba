// The head of a page built from blocks (issue 31): a faq block's questions become the FAQPage
// JSON-LD (schema/format/block-meta.ts → page-head.ts), and the XSS suite's sample of every block
// (tests/support/block-samples.ts) really fills every text field of every block schema.
import { faqFromBlocks } from '../../../schema/format/block-meta';
import { BLOCK_TYPES, type Block } from '../../../schema/validation/page-blocks';
import { headTags } from '../../../graphql-server/src/http/page-head';
import { NON_TEXT_FIELDS, sampleEveryBlock } from '../../support/block-samples';
import { scriptFindings } from '../../support/html-script-check';

const site = { name: 'FinOps Consulting', url: 'https://finops.example.com' };
const ldOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]) as Record<string, unknown>);

describe('faqFromBlocks', () => {
  it('takes every question of every faq block in page order, glossary markup as its shown text', () => {
    const blocks: Block[] = [
      { type: 'hero', headline: 'Not a question' },
      { type: 'faq', items: [{ question: 'What is  FinOps?', answer: 'Cloud [[rightSizing|right-sizing]] and more.' }] },
      { type: 'rich-text', html: '<p>between</p>' },
      { type: 'faq', heading: 'More', items: [{ question: 'How long?', answer: 'Six weeks.' }] },
    ];
    expect(faqFromBlocks(blocks)).toEqual([
      { question: 'What is FinOps?', answer: 'Cloud right-sizing and more.' },
      { question: 'How long?', answer: 'Six weeks.' },
    ]);
  });

  it('is empty for a page without faq blocks', () => {
    expect(faqFromBlocks([{ type: 'stats', items: [{ value: '40%', label: 'saved' }] }])).toEqual([]);
  });

  it('becomes FAQPage JSON-LD beside the BreadcrumbList of a page at /{slug}; home keeps Organization and WebSite', () => {
    const faq = faqFromBlocks([{ type: 'faq', items: [{ question: 'Is it </script><script>x</script>?', answer: 'No.' }] }]);
    const html = headTags({ title: 'Webinar | FinOps Consulting', faq }, '/webinar-finops-2027', site);
    expect(ldOf(html).map((ld) => ld['@type'])).toEqual(['BreadcrumbList', 'FAQPage']);
    expect(ldOf(html)[1].mainEntity).toEqual([
      { '@type': 'Question', name: 'Is it </script><script>x</script>?', acceptedAnswer: { '@type': 'Answer', text: 'No.' } },
    ]);
    expect(html).not.toContain('</script><script>x');
    expect(ldOf(headTags({ title: 'FinOps Consulting' }, '/', site)).map((ld) => ld['@type'])).toEqual(['Organization', 'WebSite']);
  });
});

describe('the sample of every block', () => {
  it('fills every string field of every block type, free text wherever the schema takes it', () => {
    const samples = sampleEveryBlock(['<script>window.__xss=1</script>', '<svg/onload=__xss>']);
    expect(samples.map((sample) => sample.type)).toEqual(BLOCK_TYPES);
    for (const sample of samples) {
      expect([sample.type, sample.textFields.length > 0]).toEqual([sample.type, true]);
      // Only addresses, images, anchors, keys and e-mail addresses refuse free text.
      for (const field of sample.otherFields)
        expect([sample.type, field, NON_TEXT_FIELDS.includes(field.split('.').pop()!)]).toEqual([sample.type, field, true]);
    }
    const hero = samples.find((sample) => sample.type === 'hero')!;
    expect(hero.textFields).toEqual(
      expect.arrayContaining(['eyebrow', 'headline', 'text', 'ctas.0.label', 'image.alt', 'claims.0.value', 'claims.0.label']),
    );
    expect(hero.otherFields).toEqual(expect.arrayContaining(['ctas.0.target', 'image.src', 'anchor', 'key']));
    expect(samples.find((sample) => sample.type === 'faq')!.textFields).toEqual(
      expect.arrayContaining(['items.0.question', 'items.0.answer']),
    );
  });
});

describe('the served-HTML script check', () => {
  it('finds what could run and lets escaped text be', () => {
    const safe = [
      '<img alt="&lt;img src=x onerror=&quot;window.__xss=1&quot;&gt;" src="/media/a.png">',
      '<p>&lt;script&gt;window.__xss=1&lt;/script&gt;</p>',
      '<script type="application/ld+json">{"name":"\\u003cscript>__xss"}</script>',
      '<script type="module" src="/assets/app.js"></script>',
    ].join('');
    expect(scriptFindings(safe, '__xss')).toEqual([]);
    const found = (html: string) => scriptFindings(html, '__xss').map((finding) => finding.what);
    expect(found('<img src=x onerror="window.__xss=1">')).toEqual(['an event-handler attribute']);
    expect(found('<a href="&#106;avascript:__xss">x</a>')).toEqual(['a script address']);
    expect(found('<a href=" java\tscript:__xss">x</a>')).toEqual(['a script address']);
    expect(found('<script>window.__xss=1</script>')).toEqual(['an executable script with the payload']);
    expect(found('<script src="//evil.example/x.js"></script>')).toEqual(['a script from another site']);
    expect(found('<script type="application/json">{"a":"</script><script>__xss</script>')).toEqual([
      'a data block a payload broke out of',
      'an executable script with the payload',
    ]);
    expect(found('<iframe srcdoc="x"></iframe>')).toEqual(['an iframe document']);
    expect(found('<p>x</p><script>window.__xss=1')).toEqual(['an unclosed script element']);
  });
});
