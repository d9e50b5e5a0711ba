// Autosave of live posts (issue 12, decision 0032): the editor's autosaved edits of a published or
// scheduled post are kept beside it — one pending change per post and editor — and the public post
// stays as it is until that editor saves the post (PostsService.update, which deletes the pending
// change in its transaction). The machinery is shared with pages (shared/pending-changes.ts).
import type { DataSource } from 'typeorm';
import { PendingChanges } from '../../shared/pending-changes';
import { BlogPost } from './post.entity';
import { PostPendingChange, type PendingValues } from './post-pending-change.entity';
import type { PostsService } from './posts.service';

export const NOT_LIVE_MESSAGE = 'Only a published or scheduled post keeps pending changes: save the draft itself.';

export class PendingChangesService extends PendingChanges<BlogPost, PostPendingChange, PendingValues, 'postId'> {
  constructor(db: DataSource, posts: Pick<PostsService, 'parse'>) {
    super(db, {
      item: BlogPost,
      change: PostPendingChange,
      key: 'postId',
      revisions: 'post_revisions',
      notFoundMessage: 'Blog post not found.',
      notLiveMessage: NOT_LIVE_MESSAGE,
      parse: async (input) => {
        const { editorial, ...values } = await posts.parse(input);
        return { values, expectedVersion: editorial.expectedVersion };
      },
    });
  }
}
