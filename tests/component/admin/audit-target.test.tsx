// The audit log's Target cell (issue 34): a post, resource or page by its title and the start of
// its id (the full id on hover), and an entry without a title (older ones, other things) as stored.
import { render } from '@testing-library/react';
import { AuditTarget } from '../../../web/src/features/admin/team/audit-target';

const ID = '1234abcd-0000-4000-8000-000000000034';

describe('AuditTarget', () => {
  it('names a post by title with its kind and the start of its id', () => {
    const { container } = render(<AuditTarget action="post.delete" target={ID} title="Kubernetes cost allocation" />);
    expect(container.textContent).toBe('"Kubernetes cost allocation" (post 1234abcd…)');
    expect(container.querySelector('code')?.getAttribute('title')).toBe(ID);
  });

  it('shows the id of an entry written before titles were recorded, and other targets as they are', () => {
    expect(render(<AuditTarget action="resource.update" target={ID} title={null} />).container.textContent).toBe(ID);
    expect(render(<AuditTarget action="user.sign-in-failed" target={'<b>bob</b>'} />).container.textContent).toBe('<b>bob</b>');
    expect(render(<AuditTarget action="session.revoke" target={null} />).container.textContent).toBe('');
  });
});
