// What an audit entry acted on (issue 34): a post, resource or page by its title with the start of
// its id — '"Kubernetes cost allocation" (post 1234abcd…)', the full id on hover and in the CSV —
// and anything else (older entries, usernames, a failed login's text) as stored. Shown as data:
// the server stored it escaped, React escapes it again.
const ID_SHOWN = 8;

export function AuditTarget({ action, target, title }: { action: string; target: string | null; title?: string | null }) {
  if (title && target) {
    const thing = action.slice(0, action.indexOf('.'));
    const id = target.length > ID_SHOWN ? `${target.slice(0, ID_SHOWN)}…` : target;
    return (
      <span className="audit-log__target">
        "{title}"{' '}
        <code title={target}>
          ({thing} {id})
        </code>
      </span>
    );
  }
  return target ? <code className="audit-log__target">{target}</code> : null;
}
