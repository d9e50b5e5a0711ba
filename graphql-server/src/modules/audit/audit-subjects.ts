// The things the audit log names by title (issue 34): posts, resources and pages. Their entries keep
// the id as the target (what a reader of the export matches on) and the title in the details,
// taken when the action is recorded: from the saved item, or for a delete from the item read just
// before it goes, so the entry still says what was deleted.
import type { Services } from '../../services';

const TITLED = {
  post: (services: Services) => services.posts,
  resource: (services: Services) => services.resources,
  page: (services: Services) => services.pages,
} as const;

type TitledSubject = keyof typeof TITLED;

/** 'post' for the action post.delete (or the audit name 'post'); null for things the log does not name by title. */
export function titledSubject(action: string): TitledSubject | null {
  const subject = action.split('.')[0];
  return Object.hasOwn(TITLED, subject) ? (subject as TitledSubject) : null;
}

/** The `title` of a saved item (an answer of create or update), if it has one. */
export function titleOf(item: unknown): string | undefined {
  const title = (item as { title?: unknown } | null | undefined)?.title;
  return typeof title === 'string' && title ? title : undefined;
}

/** The title of the item about to be deleted; undefined when it cannot be read (the delete will say why). */
export async function titleBeforeDelete(services: Services, subject: TitledSubject, id: string): Promise<string | undefined> {
  const item = await TITLED[subject](services)
    .getById(id)
    .catch(() => null);
  return titleOf(item);
}
