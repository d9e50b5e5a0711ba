// Autosave of live posts (issue 12, decision 0032): the editor's autosaved edits of a published or
// scheduled post are kept beside it — one pending change per post and editor — and the public post
// stays as it is until that editor saves the post (PostsService.update, which deletes the pending
// change in its transaction). The edits pass the shared rules and the sanitiser like a save; the
// version they were made over goes back with them, so publishing them over a newer version is the
// usual CONFLICT.
import type { DataSource, Repository } from 'typeorm';
import { mayChange, NOT_OWN_WORK_MESSAGE, type Actor } from '../../auth/permissions';
import { forbidden, InputValidationError, isUuid, notFound, unauthenticated } from '../../shared/errors';
import { BlogPost } from './post.entity';
import { PostPendingChange, type PendingPostChangeType } from './post-pending-change.entity';
import type { PostsService } from './posts.service';
import type { Saver } from '../../shared/revisions';

export const NOT_LIVE_MESSAGE = 'Only a published or scheduled post keeps pending changes: save the draft itself.';
const VERSION_NEEDED_MESSAGE = 'Send the version the changes were made over (expectedVersion).';

const present = (row: PostPendingChange): PendingPostChangeType => ({
  postId: row.postId,
  baseVersion: row.baseVersion,
  updatedAt: row.updatedAt,
  ...row.values,
});

export class PendingChangesService {
  private readonly repo: Repository<PostPendingChange>;

  constructor(
    private readonly db: DataSource,
    private readonly posts: Pick<PostsService, 'parse'>,
  ) {
    this.repo = db.getRepository(PostPendingChange);
  }

  /** Keep (replace) this editor's pending change of a live post; the post itself is not touched. */
  async save(postId: string, input: unknown, actor: Saver | null | undefined): Promise<PendingPostChangeType> {
    const { editorial, ...values } = await this.posts.parse(input);
    const post = await this.livePost(postId, actor);
    const baseVersion = editorial.expectedVersion;
    if (!baseVersion) throw new InputValidationError([{ field: 'expectedVersion', message: VERSION_NEEDED_MESSAGE }]);
    if (baseVersion > post.version) throw new InputValidationError([{ field: 'expectedVersion', message: VERSION_NEEDED_MESSAGE }]);
    const user = this.user(actor);
    await this.repo.upsert({ postId, savedById: user.id, savedBy: user.username ?? '', baseVersion, values, updatedAt: new Date() }, [
      'postId',
      'savedById',
    ]);
    return present(await this.repo.findOneOrFail({ where: { postId, savedById: user.id } }));
  }

  /** This editor's pending change of the post, or null. */
  async get(postId: string, actor: Saver | null | undefined): Promise<PendingPostChangeType | null> {
    await this.postFor(postId, actor);
    const row = await this.repo.findOne({ where: { postId, savedById: this.user(actor).id } });
    return row ? present(row) : null;
  }

  /** Drop this editor's pending change (true when there was one). */
  async discard(postId: string, actor: Saver | null | undefined): Promise<boolean> {
    await this.postFor(postId, actor);
    const result = await this.repo.delete({ postId, savedById: this.user(actor).id });
    return (result.affected ?? 0) > 0;
  }

  private user(actor: Saver | null | undefined): Saver {
    if (!actor) throw unauthenticated();
    return actor;
  }

  private async livePost(postId: string, actor: Actor | null | undefined): Promise<BlogPost> {
    const post = await this.postFor(postId, actor);
    if (post.state !== 'PUBLISHED') throw new InputValidationError([{ field: 'status', message: NOT_LIVE_MESSAGE }]);
    return post;
  }

  private async postFor(postId: string, actor: Actor | null | undefined): Promise<BlogPost> {
    const post = isUuid(postId) ? await this.db.getRepository(BlogPost).findOne({ where: { id: postId } }) : null;
    if (!post) throw notFound('Blog post not found.');
    if (!mayChange(actor, post.ownerId)) throw forbidden(NOT_OWN_WORK_MESSAGE);
    return post;
  }
}
