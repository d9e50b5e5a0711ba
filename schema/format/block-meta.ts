// What a page built from blocks (issue 31) tells crawlers about itself: the questions and answers of
// its `faq` blocks, for the FAQPage JSON-LD the server adds to its head (graphql-server/src/http/
// page-head.ts), as the calculator page's hand-written FAQ has. Pure: the same blocks, the same answer.
import type { Block } from '../validation/page-blocks';

/** A glossary mention in card text, `[[key|shown text]]`: crawlers read the shown text. */
const GLOSSARY_MARKUP = /\[\[[A-Za-z][\w-]*\|([^\]]+)\]\]/g;

const plain = (text: string) => text.replace(GLOSSARY_MARKUP, '$1').replace(/\s+/g, ' ').trim();

/** Every question and answer of the page's faq blocks, in page order; empty pairs left out. */
export function faqFromBlocks(blocks: readonly Block[]): Array<{ question: string; answer: string }> {
  return blocks
    .flatMap((block) => (block.type === 'faq' ? block.items : []))
    .map(({ question, answer }) => ({ question: plain(question), answer: plain(answer) }))
    .filter(({ question, answer }) => question.length > 0 && answer.length > 0);
}
