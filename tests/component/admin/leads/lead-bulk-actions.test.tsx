// The lead tables' bulk bar (decision 0033): nothing without a selection; a status change asks
// once, runs one mutation for every selected lead and summarises the outcome; erasure is offered
// to Administrators only, behind a dialog that says it cannot be undone.
import { MockedProvider } from '@apollo/client/testing/react';
import { App } from 'antd';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminBulkUpdateLeadsDocument, AdminLeadOwnersDocument, MeDocument } from '../../../../web/src/graphql/generated';
import { LeadBulkActions } from '../../../../web/src/features/admin/leads/lead-bulk-actions';
import type { MockedResponse } from './lead-fixtures';

// antd's Select schedules with MessageChannel, which jsdom lacks: a timer-based one that holds no
// handle open after the tests (node's would keep Jest from exiting).
class TimerChannel {
  port1: { onmessage: ((event: { data: unknown }) => void) | null } = { onmessage: null };
  port2 = { postMessage: (data: unknown) => setTimeout(() => this.port1.onmessage?.({ data }), 0) };
}
if (!('MessageChannel' in globalThis)) Object.assign(globalThis, { MessageChannel: TimerChannel });

const IDS = ['11111111-1111-4111-8111-111111111111', '22222222-2222-4222-8222-222222222222'];

const me = (role: string): MockedResponse => ({
  request: { query: MeDocument },
  result: { data: { me: { __typename: 'User', id: 'u1', username: 'someone', role, email: 'u@example.com' } } },
  maxUsageCount: 5,
});
const owners: MockedResponse = {
  request: { query: AdminLeadOwnersDocument },
  result: { data: { leadOwners: [{ __typename: 'LeadOwnerOption', id: 'u1', name: 'someone' }] } },
  maxUsageCount: 5,
};

function renderBar(mocks: MockedResponse[], selected = IDS, onDone = jest.fn()) {
  render(
    <MockedProvider mocks={[owners, ...mocks]}>
      <App>
        <LeadBulkActions kind="PLAYBOOK" selected={selected} things="playbook leads" onDone={onDone} />
      </App>
    </MockedProvider>,
  );
  return onDone;
}

describe('lead bulk actions', () => {
  it('shows nothing without a selection', () => {
    renderBar([me('EDITOR')], []);
    expect(screen.queryByRole('group')).toBeNull();
  });

  it('sets the status of the selected leads after one confirmation and summarises the outcome', async () => {
    let called = 0;
    const bulk: MockedResponse = {
      request: { query: AdminBulkUpdateLeadsDocument, variables: { kind: 'PLAYBOOK', ids: IDS, input: { status: 'WON' } } },
      result: () => {
        called++;
        return {
          data: {
            bulkUpdateLeads: {
              __typename: 'BulkResult',
              succeeded: [IDS[0]],
              refused: [{ __typename: 'BulkRefusal', id: IDS[1], title: 'Ada', message: 'Lead not found.' }],
            },
          },
        };
      },
    };
    const onDone = renderBar([me('EDITOR'), bulk]);
    expect(screen.getByRole('group', { name: 'Bulk actions on the selected playbook leads' }).textContent).toContain('2 selected');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Set status' }));
    fireEvent.click(await screen.findByTitle('Won'));
    expect((await screen.findAllByText('Set 2 playbook leads to Won?')).length).toBeGreaterThan(0);
    expect(called).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'Set status' }));
    expect(await screen.findByText('1 updated, 1 refused: "Ada" (Lead not found.)', {}, { timeout: 5000 })).toBeTruthy();
    expect(called).toBe(1);
    await waitFor(() => expect(onDone).toHaveBeenCalled());
  });

  it('offers erasure to Administrators only, with a clear dialog', async () => {
    renderBar([me('ADMINISTRATOR')]);
    fireEvent.click(await screen.findByRole('button', { name: /Erase selected/ }, { timeout: 5000 }));
    expect((await screen.findAllByText('Erase 2 playbook leads?')).length).toBeGreaterThan(0);
    expect(screen.getAllByText(/This cannot be undone\./).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Erase permanently' })).toBeTruthy();
  });

  it('hides erasure from Editors', async () => {
    // Judged once the signed-in user's answer has arrived and rendered (the mock answers after a
    // random 20-50 ms: a fixed wait could judge the bar before it knows the role).
    const editor = me('EDITOR');
    const answered = jest.fn(() => editor.result);
    renderBar([{ ...editor, result: answered } as MockedResponse]);
    await screen.findByRole('group');
    await waitFor(() => expect(answered).toHaveBeenCalled());
    await act(async () => undefined);
    expect(screen.queryByRole('button', { name: /Erase selected/ })).toBeNull();
  });
});
