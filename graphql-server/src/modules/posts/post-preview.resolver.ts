// Previews (issue 12, decision 0031): shareable preview links and the public read a link opens.
// Staff preview needs no field of its own: `post(slug)` gives signed-in staff any status.
import { Arg, Authorized, Ctx, Field, ID, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { ALLOW } from '../../auth/permissions';
import type { RequestContext } from '../../auth/context';
import { BlogPost } from './post.entity';
import { PostPreviewLink } from './post-preview-link.entity';

@ObjectType({ description: 'A preview link just made: its address holds the token, shown this once.' })
class CreatedPreviewLink {
  @Field(() => PostPreviewLink, { description: 'The stored link (no token).' })
  link: PostPreviewLink;

  @Field({ description: 'The absolute address to share: /blog/{slug}?preview={token}.' })
  url: string;
}

@Resolver(() => PostPreviewLink)
export class PostPreviewResolver {
  @Query(() => BlogPost, {
    nullable: true,
    description: 'The post a shareable preview link opens (any status); null for an unknown, expired or revoked token. Never cached.',
  })
  sharedPost(
    @Arg('slug', { description: 'The post’s slug, as in the preview address.' }) slug: string,
    @Arg('token', { description: 'The secret token of the preview link.' }) token: string,
    @Ctx() { services }: RequestContext,
  ) {
    return services.previewLinks.openPost(token, slug);
  }

  @Authorized(ALLOW.writeContent)
  @Query(() => [PostPreviewLink], { description: 'A post’s preview links that still open it, newest first.' })
  postPreviewLinks(
    @Arg('postId', () => ID, { description: 'The post whose links to list.' }) postId: string,
    @Ctx() { services, user }: RequestContext,
  ) {
    return services.previewLinks.list(postId, user);
  }

  @Authorized(ALLOW.writeContent)
  @Mutation(() => CreatedPreviewLink, { description: 'Make a preview link for a post, valid for 7 days.' })
  async createPostPreviewLink(
    @Arg('postId', () => ID, { description: 'The post the link will open.' }) postId: string,
    @Ctx() { services, user }: RequestContext,
  ): Promise<CreatedPreviewLink> {
    const { link, token, slug } = await services.previewLinks.createWithSlug(postId, user);
    return { link, url: previewUrl(services.site.url, slug, token) };
  }

  @Authorized(ALLOW.writeContent)
  @Mutation(() => PostPreviewLink, { description: 'Revoke a preview link: it answers 404 from now on.' })
  revokePostPreviewLink(
    @Arg('id', () => ID, { description: 'The link’s id (not its token).' }) id: string,
    @Ctx() { services, user }: RequestContext,
  ) {
    return services.previewLinks.revoke(id, user);
  }
}

export function previewUrl(siteUrl: string, slug: string, token: string): string {
  return `${siteUrl}/blog/${encodeURIComponent(slug)}?preview=${token}`;
}
