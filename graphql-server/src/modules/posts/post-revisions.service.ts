// Revisions of posts (issue 12, decision 0025): every save keeps one, in the save's own
// transaction, and prunes the post's revisions beyond the last REVISIONS_KEPT. Restoring one is an
// ordinary, version-checked save of the post through PostsService.update (which keeps a revision too).
import type { DataSource, EntityManager, Repository } from 'typeorm';
import { mayChange, NOT_OWN_WORK_MESSAGE, type Actor } from '../../auth/permissions';
import { forbidden, isUuid, notFound } from '../../shared/errors';
import { pruneRevisions, REVISIONS_KEPT, savedByColumns, type Saver } from '../../shared/revisions';
import { BlogPost } from './post.entity';
import { PostRevision } from './post-revision.entity';
import type { PostsService } from './posts.service';

const POST_NOT_FOUND = 'Blog post not found.';
const REVISION_NOT_FOUND = 'Revision not found.';

/** Record this save of `post` and drop the post's revisions beyond the newest REVISIONS_KEPT. */
export async function keepRevision(manager: EntityManager, post: BlogPost, actor: Saver | null | undefined): Promise<void> {
  await manager.insert(PostRevision, {
    postId: post.id,
    version: post.version,
    title: post.title,
    excerpt: post.excerpt,
    content: post.content,
    state: post.state,
    ...savedByColumns(actor),
  });
  await pruneRevisions(manager, 'post_revisions', 'postId', post.id);
}

export class PostRevisionsService {
  private readonly repo: Repository<PostRevision>;

  constructor(
    private readonly db: DataSource,
    private readonly posts: Pick<PostsService, 'update'>,
  ) {
    this.repo = db.getRepository(PostRevision);
  }

  /** A post's revisions, newest first, without their content (an Author: only of their own posts). */
  async list(postId: string, actor: Actor | null | undefined): Promise<PostRevision[]> {
    await this.postFor(postId, actor);
    const rows = await this.repo.find({
      where: { postId },
      select: { id: true, postId: true, version: true, title: true, excerpt: true, state: true, savedBy: true, createdAt: true },
      order: { version: 'DESC', createdAt: 'DESC' },
      take: REVISIONS_KEPT,
    });
    return rows.map((row) => Object.assign(row, { content: '' }));
  }

  /** One revision with its content. */
  async get(id: string, actor: Actor | null | undefined): Promise<PostRevision> {
    const revision = isUuid(id) ? await this.repo.findOne({ where: { id } }) : null;
    if (!revision) throw notFound(REVISION_NOT_FOUND);
    await this.postFor(revision.postId, actor);
    return revision;
  }

  /**
   * Put a revision's title, excerpt and content back as a new save of the post, over the version the
   * editor holds (absent: the one stored now). The post's state, slug and other fields stay as they
   * are, so restoring never publishes or unpublishes by itself.
   */
  async restore(id: string, expectedVersion: number | null | undefined, actor: Saver | null | undefined): Promise<BlogPost> {
    const revision = await this.get(id, actor);
    const post = await this.postFor(revision.postId, actor);
    const { slug, coverImage, author, category, tags, featured } = post;
    return this.posts.update(
      post.id,
      {
        title: revision.title,
        excerpt: revision.excerpt,
        content: revision.content,
        slug,
        coverImage,
        author,
        category,
        tags,
        featured,
        expectedVersion: expectedVersion ?? post.version,
      },
      actor,
    );
  }

  private async postFor(postId: string, actor: Actor | null | undefined): Promise<BlogPost> {
    const post = isUuid(postId) ? await this.db.getRepository(BlogPost).findOne({ where: { id: postId } }) : null;
    if (!post) throw notFound(POST_NOT_FOUND);
    if (!mayChange(actor, post.ownerId)) throw forbidden(NOT_OWN_WORK_MESSAGE);
    return post;
  }
}
