// The editor's Revisions drawer (issue 12, decision 0025) with Apollo's mocked provider: the list
// loads only when opened, in its four states (loading, failure, empty, revisions); Compare shows a
// revision's differences with the form; Restore (one confirmation) saves it over the editor's
// version and hands the stored post back, and a refusal (a newer version exists) keeps the form.
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import { App } from 'antd';
import { fireEvent, render, screen, within } from '@testing-library/react';
import {
  AdminPostDocument,
  PostRevisionDocument,
  PostRevisionsDocument,
  RestorePostRevisionDocument,
} from '../../../web/src/graphql/generated';
import { RevisionsDrawer } from '../../../web/src/features/admin/content/revisions-drawer';

type MockedResponse = MockLink.MockedResponse;

const POST_ID = '00000000-0000-4000-8000-000000000001';
const REVISION_ID = '00000000-0000-4000-8000-000000000002';
const STALE = 'This post was changed by someone else since you opened it.';
const current = { title: 'Cloud bills explained', excerpt: 'Why bills grow.', content: '<p>New text</p>' };

const revisions = (items: Array<{ version: number; title: string; state: string }>): MockedResponse => ({
  request: { query: PostRevisionsDocument, variables: { postId: POST_ID } },
  result: {
    data: {
      postRevisions: items.map((item, index) => ({
        __typename: 'PostRevision',
        id: index === 0 ? REVISION_ID : `00000000-0000-4000-8000-00000000001${index}`,
        savedBy: index === 0 ? 'editor' : null,
        createdAt: '2026-11-20T10:00:00.000Z',
        ...item,
      })),
    },
  },
});
const TWO = revisions([
  { version: 2, title: 'Cloud bills', state: 'PUBLISHED' },
  { version: 1, title: 'Cloud bills draft', state: 'DRAFT' },
]);
const revision: MockedResponse = {
  request: { query: PostRevisionDocument, variables: { id: REVISION_ID } },
  result: {
    data: {
      postRevision: {
        __typename: 'PostRevision',
        id: REVISION_ID,
        version: 2,
        title: 'Cloud bills',
        excerpt: 'Why bills grow.',
        content: '<p>Old text</p>',
      },
    },
  },
};
const restore = (answer: Partial<MockedResponse>): MockedResponse => ({
  request: { query: RestorePostRevisionDocument, variables: { id: REVISION_ID, expectedVersion: 5 } },
  ...answer,
});
const stored = {
  __typename: 'BlogPost',
  id: POST_ID,
  slug: 'cloud-bills',
  title: 'Cloud bills',
  excerpt: 'Why bills grow.',
  author: 'FinOps Consulting',
  category: 'technical',
  tags: 'aws',
  featured: false,
  publishedAt: '2026-11-01T10:00:00.000Z',
  status: 'PUBLISHED',
  version: 6,
  content: '<p>Old text</p>',
  coverImage: '/images/covers/a.svg',
  metaTitle: null,
  metaDescription: null,
  socialImage: null,
  canonicalUrl: null,
};

function renderDrawer(mocks: MockedResponse[], dirty = false) {
  const version = { current: 5 as number | null };
  const onRestored = jest.fn();
  render(
    <MockedProvider mocks={mocks}>
      <App>
        <RevisionsDrawer postId={POST_ID} current={current} version={version} dirty={dirty} onRestored={onRestored} />
      </App>
    </MockedProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: /Revisions/ }));
  return { version, onRestored };
}

const drawer = async () => within(await screen.findByRole('dialog'));

describe('RevisionsDrawer', () => {
  it('asks for nothing until opened, then shows the list loading', async () => {
    render(
      <MockedProvider mocks={[{ ...TWO, delay: 10_000 }]}>
        <App>
          <RevisionsDrawer postId={POST_ID} current={current} version={{ current: 5 }} dirty={false} onRestored={jest.fn()} />
        </App>
      </MockedProvider>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /Revisions/ }));
    await drawer();
    expect(document.querySelector('.ant-drawer .ant-spin')).not.toBeNull();
    expect(screen.queryByText('No revisions yet.')).toBeNull();
  });

  it('says a failed load failed', async () => {
    renderDrawer([{ request: TWO.request, result: { errors: [new GraphQLError('You must be signed in.')] } }]);
    expect(await (await drawer()).findByText('You must be signed in.')).toBeTruthy();
  });

  it('says there are no revisions yet', async () => {
    renderDrawer([revisions([])]);
    expect(await (await drawer()).findByText('No revisions yet.')).toBeTruthy();
  });

  it('lists each revision with its status, and who saved it', async () => {
    renderDrawer([TWO]);
    const panel = await drawer();
    expect(await panel.findByText('Version 2: Cloud bills')).toBeTruthy();
    expect(panel.getByText('Version 1: Cloud bills draft')).toBeTruthy();
    expect(panel.getByText('Published')).toBeTruthy();
    expect(panel.getByText('by editor')).toBeTruthy();
    expect(panel.getByText('by the system')).toBeTruthy();
  });

  const compareAndRestore = async () => {
    const panel = await drawer();
    await panel.findByText('Version 2: Cloud bills');
    fireEvent.click(panel.getAllByRole('button', { name: 'Compare' })[0]);
    const compared = await panel.findByRole('region', { name: 'Version 2 compared with the editor' });
    const content = within(compared).getByRole('region', { name: 'Differences in Content' });
    expect(content.querySelector('del')?.textContent).toContain('Old');
    expect(content.querySelector('ins')?.textContent).toContain('New');
    fireEvent.click(within(compared).getByRole('button', { name: 'Restore this version' }));
    const popup = (await screen.findByText('Restore version 2?')).closest('.ant-popover') as HTMLElement;
    fireEvent.click(within(popup).getByRole('button', { name: 'Restore' }));
  };

  it('restores a revision over the editor’s version and hands the stored post to the form', async () => {
    const { version, onRestored } = renderDrawer([
      TWO,
      revision,
      restore({ result: { data: { restorePostRevision: { __typename: 'BlogPost', id: POST_ID, version: 6 } } } }),
      { request: { query: AdminPostDocument, variables: { id: POST_ID } }, result: { data: { adminPost: stored } } },
      TWO,
    ]);
    await compareAndRestore();
    expect(await screen.findByText('Version 2 restored')).toBeTruthy();
    expect(onRestored).toHaveBeenCalledWith(expect.objectContaining({ id: POST_ID, version: 6, content: '<p>Old text</p>' }));
    expect(version.current).toBe(6);
  });

  it('keeps the form as it is when the server refuses the restore', async () => {
    const { version, onRestored } = renderDrawer(
      [TWO, revision, restore({ result: { errors: [new GraphQLError(STALE, { extensions: { code: 'CONFLICT' } })] } })],
      true,
    );
    await compareAndRestore();
    expect(await screen.findByText(STALE)).toBeTruthy();
    expect(screen.getByText('Your unsaved changes will be replaced.')).toBeTruthy();
    expect(onRestored).not.toHaveBeenCalled();
    expect(version.current).toBe(5);
  });
});
