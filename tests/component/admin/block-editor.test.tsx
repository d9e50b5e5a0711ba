// The page editor's blocks (issue 31, decision 0065): each block's form is drawn from its schema
// (inputs, textareas, selects, repeatable groups, the media picker's buttons), the shared schema's
// message shows under the field it names, and blocks move by keyboard with the move announced.
import { useState } from 'react';
import { MockedProvider } from '@apollo/client/testing/react';
import { App, Form } from 'antd';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { BlockFormContext } from '../../../web/src/features/admin/pages/block-field-controls';
import type { BlockValue } from '../../../web/src/features/admin/pages/block-fields';
import { BlockList } from '../../../web/src/features/admin/pages/block-list';
import { pageErrors, pageFormValues } from '../../../web/src/features/admin/pages/page-values';

function Harness({ initial, showAll = false }: { initial: BlockValue[]; showAll?: boolean }) {
  const [blocks, setBlocks] = useState(initial);
  const [visited, setVisited] = useState<ReadonlySet<string>>(new Set());
  const errors = pageErrors({ ...pageFormValues(null), title: 'Page', slug: 'page', blocks });
  return (
    <BlockFormContext.Provider
      value={{ errors, shown: (path) => showAll || visited.has(path), visit: (path) => setVisited((now) => new Set(now).add(path)) }}
    >
      <Form component={false} layout="vertical">
        <BlockList blocks={blocks} onChange={setBlocks} />
      </Form>
    </BlockFormContext.Provider>
  );
}

function renderBlocks(initial: BlockValue[], showAll = false) {
  return render(
    <MockedProvider mocks={[]}>
      <MemoryRouter>
        <App>
          <Harness initial={initial} showAll={showAll} />
        </App>
      </MemoryRouter>
    </MockedProvider>,
  );
}

// Found by their names' attributes: getByRole walks antd's whole tree for each query, slow in jsdom.
const blockItem = (n: number) => {
  const item = document.querySelector<HTMLElement>(`li[aria-label^="Block ${n}: "]`);
  if (!item) throw new Error(`No block ${n}`);
  return item;
};
const button = (name: string) => {
  const found = document.querySelector<HTMLButtonElement>(`button[aria-label="${name}"]`);
  if (!found) throw new Error(`No button "${name}"`);
  return found;
};
const status = () => document.querySelector('[role="status"]')!;

describe('the block editor', () => {
  it('draws a hero’s form from its schema: texts, a textarea, a repeatable group with a select, the image picker', () => {
    renderBlocks([{ type: 'hero', key: 'b-1', headline: 'Cloud costs, under control' }]);
    const hero = blockItem(1);
    expect(within(hero).getByLabelText('Headline')).toHaveProperty('value', 'Cloud costs, under control');
    expect(within(hero).getByLabelText('Text').tagName).toBe('TEXTAREA');
    expect(within(hero).getByLabelText('Eyebrow').tagName).toBe('INPUT');
    fireEvent.click(within(hero).getByText('Add call to action'));
    expect(within(hero).getByLabelText('Button label')).toBeTruthy();
    expect(within(hero).getByLabelText('Button link')).toBeTruthy();
    expect(within(hero).getByLabelText('Button style').getAttribute('role')).toBe('combobox');
    fireEvent.click(within(hero).getByText('Add image'));
    expect(within(hero).getByText('Image', { selector: 'legend' })).toBeTruthy();
    expect(within(hero).getByText('Choose from library')).toBeTruthy();
    expect(within(hero).getByLabelText('Image description')).toBeTruthy();
  });

  it('shows the shared schema’s message under the field once it was left', () => {
    renderBlocks([{ type: 'faq', key: 'b-1', items: [{ question: 'Why FinOps?', answer: '' }] }]);
    const answer = screen.getByLabelText('Answer');
    expect(screen.queryByText('Answer is required.')).toBeNull();
    fireEvent.blur(answer);
    const message = screen.getByText('Answer is required.');
    expect(answer.getAttribute('aria-invalid')).toBe('true');
    expect(answer.getAttribute('aria-describedby')).toBe(message.id);
    fireEvent.change(answer, { target: { value: 'Because the bill keeps growing.' } });
    expect(screen.queryByText('Answer is required.')).toBeNull();
  });

  it('names a bad link, a list’s minimum and the count of a block’s problems after a save was tried', () => {
    renderBlocks(
      [
        { type: 'cta-band', key: 'b-1', headline: 'Ready?', ctas: [{ label: 'Go', target: 'javascript:alert(1)' }] },
        { type: 'stats', key: 'b-2', items: [] },
      ],
      true,
    );
    expect(
      within(blockItem(1)).getByText('Button link must be a path of this site (/…), an anchor (#…), an https:// address, mailto: or tel:.'),
    ).toBeTruthy();
    expect(within(blockItem(2)).getByText('Add at least one figure.')).toBeTruthy();
    expect(within(blockItem(2)).getByTitle('1 problem in this block')).toBeTruthy();
  });

  it('moves blocks by keyboard and announces each move; duplicates and adds blocks', () => {
    renderBlocks([
      { type: 'hero', key: 'b-1', headline: 'First' },
      { type: 'faq', key: 'b-2', heading: 'Questions', items: [{ question: 'Q', answer: 'A' }] },
    ]);
    const up = button('Move Block 2: FAQ up');
    up.focus();
    fireEvent.click(up);
    expect(blockItem(1).getAttribute('aria-label')).toBe('Block 1: FAQ');
    expect(blockItem(2).getAttribute('aria-label')).toBe('Block 2: Hero');
    expect(status().textContent).toBe('FAQ moved to position 1 of 2.');
    expect((button('Move Block 1: FAQ up') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(button('Move Block 1: FAQ down'));
    expect(blockItem(1).getAttribute('aria-label')).toBe('Block 1: Hero');
    expect(status().textContent?.trim()).toBe('FAQ moved to position 2 of 2.');

    fireEvent.click(button('Duplicate Block 1: Hero'));
    expect(Array.from(document.querySelectorAll('li[aria-label^="Block "]'), (item) => item.getAttribute('aria-label'))).toEqual([
      'Block 1: Hero',
      'Block 2: Hero',
      'Block 3: FAQ',
    ]);
    expect(within(blockItem(2)).getByLabelText('Headline')).toHaveProperty('value', 'First');
    fireEvent.click(screen.getByText('Add block'));
    expect(blockItem(4).getAttribute('aria-label')).toBe('Block 4: Hero');
    expect(status().textContent).toBe('Hero added as block 4.');
  });

  it('collapses a block to its header and opens it again', () => {
    renderBlocks([{ type: 'hero', key: 'b-1', headline: 'First' }]);
    const toggle = blockItem(1).querySelector<HTMLButtonElement>('button[aria-expanded]')!;
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByLabelText('Headline')).toBeNull();
    fireEvent.click(toggle);
    expect(screen.getByLabelText('Headline')).toBeTruthy();
  });
});
