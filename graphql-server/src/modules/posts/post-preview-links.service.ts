// Shareable preview links (issue 12, decision 0031): made, listed and revoked by those who may edit
// the post; opened by anyone holding the token until it expires (7 days) or is revoked. Only the
// token's SHA-256 is stored; the token is handed out once, when the link is made.
import { IsNull, MoreThan, type DataSource, type Repository } from 'typeorm';
import { mayChange, NOT_OWN_WORK_MESSAGE, type Actor } from '../../auth/permissions';
import { conflict, forbidden, isUuid, notFound } from '../../shared/errors';
import { cleanStoredArticleHtml } from '../../shared/sanitize';
import { BlogPost } from './post.entity';
import { PostPreviewLink } from './post-preview-link.entity';
import { isPreviewLinkLive, newPreviewToken, previewLinkExpiry, previewTokenHash } from './preview-token';
import type { Saver } from '../../shared/revisions';

/** Live links per post at most (each costs a row; a forgotten one expires anyway). */
const PREVIEW_LINKS_PER_POST = 20;
const POST_NOT_FOUND = 'Blog post not found.';
const LINK_NOT_FOUND = 'Preview link not found.';
const TOO_MANY_LINKS = `A post can have at most ${PREVIEW_LINKS_PER_POST} active preview links: revoke one first.`;

export class PostPreviewLinksService {
  private readonly repo: Repository<PostPreviewLink>;
  private readonly posts: Repository<BlogPost>;

  constructor(db: DataSource) {
    this.repo = db.getRepository(PostPreviewLink);
    this.posts = db.getRepository(BlogPost);
  }

  /** A new link for the post; `token` is returned this once and never stored. */
  async createWithSlug(postId: string, actor: Saver | null | undefined): Promise<{ link: PostPreviewLink; token: string; slug: string }> {
    const { slug } = await this.editablePost(postId, actor);
    if ((await this.activeCount(postId)) >= PREVIEW_LINKS_PER_POST) throw conflict(TOO_MANY_LINKS);
    const token = newPreviewToken();
    const link = await this.repo.save(
      this.repo.create({
        postId,
        tokenHash: previewTokenHash(token)!,
        createdBy: actor?.username ?? null,
        expiresAt: previewLinkExpiry(),
        revokedAt: null,
      }),
    );
    return { link, token, slug };
  }

  /** The post's links that still open it, newest first. */
  async list(postId: string, actor: Actor | null | undefined): Promise<PostPreviewLink[]> {
    await this.editablePost(postId, actor);
    return this.repo.find({
      where: { postId, revokedAt: IsNull(), expiresAt: MoreThan(new Date()) },
      order: { createdAt: 'DESC' },
      take: PREVIEW_LINKS_PER_POST,
    });
  }

  /** Revoke a link (it answers 404 from now on). Revoking a revoked or expired link is harmless. */
  async revoke(id: string, actor: Actor | null | undefined): Promise<PostPreviewLink> {
    const link = isUuid(id) ? await this.repo.findOne({ where: { id } }) : null;
    if (!link) throw notFound(LINK_NOT_FOUND);
    await this.editablePost(link.postId, actor);
    if (link.revokedAt === null) {
      link.revokedAt = new Date();
      await this.repo.update({ id }, { revokedAt: link.revokedAt });
    }
    return link;
  }

  /**
   * The post a token opens, whatever its status, or null: an unknown, expired or revoked token, a
   * text that is not a token (refused without SQL), or a slug other than the post's.
   */
  async openPost(token: unknown, slug: string): Promise<BlogPost | null> {
    const hash = previewTokenHash(token);
    if (!hash) return null;
    const link = await this.repo.findOne({ where: { tokenHash: hash } });
    if (!link || !isPreviewLinkLive(link)) return null;
    const post = await this.posts.findOne({ where: { id: link.postId } });
    if (!post || post.slug !== slug) return null;
    post.content = cleanStoredArticleHtml(post.content);
    return post;
  }

  private activeCount(postId: string): Promise<number> {
    return this.repo.count({ where: { postId, revokedAt: IsNull(), expiresAt: MoreThan(new Date()) } });
  }

  private async editablePost(postId: string, actor: Actor | null | undefined): Promise<BlogPost> {
    const post = isUuid(postId)
      ? await this.posts.findOne({ where: { id: postId }, select: { id: true, ownerId: true, slug: true } })
      : null;
    if (!post) throw notFound(POST_NOT_FOUND);
    if (!mayChange(actor, post.ownerId)) throw forbidden(NOT_OWN_WORK_MESSAGE);
    return post;
  }
}
