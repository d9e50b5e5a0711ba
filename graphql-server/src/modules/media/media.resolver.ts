import { Arg, Args, Authorized, Ctx, Field, FieldResolver, ID, Int, Mutation, ObjectType, Query, Resolver, Root } from 'type-graphql';
import { ALLOW } from '../../auth/permissions';
import type { RequestContext } from '../../auth/context';
import { AdminListArgs, pageOf } from '../../graphql/page-types';
import { BlogPost } from '../posts/post.entity';
import type { MediaVariantView, MediaView, ResponsiveSources } from './media-view';

@ObjectType('MediaVariant', {
  description: 'A resized copy of an image: a responsive width (WebP, AVIF) or the 1200×630 social card (JPEG).',
})
class MediaVariantType implements MediaVariantView {
  @Field() url: string;
  @Field(() => Int) width: number;
  @Field(() => Int) height: number;
  @Field() mimeType: string;
  @Field({ description: "'responsive' or 'social'." }) purpose: string;
}

@ObjectType('MediaItem', { description: 'A file of the media library (uploaded over REST: POST /api/admin/media).' })
class MediaItemType implements MediaView {
  @Field(() => ID) id: string;
  @Field({ description: 'Site-relative address, /media/<key>.' }) url: string;
  @Field({ description: 'From the content, not the name.' }) mimeType: string;
  @Field({ description: "'image' or 'document'." }) kind: 'image' | 'document';
  @Field(() => Int) size: number;
  @Field(() => Int, { nullable: true }) width: number | null;
  @Field(() => Int, { nullable: true }) height: number | null;
  @Field() alt: string;
  @Field({ description: 'The uploaded file name, for display only.' }) originalName: string;
  @Field(() => [MediaVariantType]) variants: MediaVariantType[];
  @Field() createdAt: Date;
}

@ObjectType('ResponsiveImage', { description: 'The srcset values of a media library image, per format.' })
class ResponsiveImageType implements ResponsiveSources {
  @Field({ description: "'/media/…-w320.webp 320w, …'" }) webp: string;
  @Field() avif: string;
  @Field(() => Int) width: number;
  @Field(() => Int) height: number;
}

@ObjectType({ description: 'A page of media items.' })
class MediaPage extends pageOf(MediaItemType) {}

@Resolver()
export class MediaResolver {
  @Authorized(ALLOW.writeContent)
  @Query(() => MediaPage, { description: 'The media library, newest first; search matches alt text and file names.' })
  mediaItems(@Args() args: AdminListArgs, @Ctx() { services }: RequestContext) {
    return services.media.list(args);
  }

  @Authorized(ALLOW.writeContent)
  @Query(() => MediaItemType, { nullable: true })
  mediaItem(@Arg('id', () => ID) id: string, @Ctx() { services }: RequestContext) {
    return services.media.getById(id);
  }

  @Authorized(ALLOW.writeContent)
  @Mutation(() => MediaItemType, { description: 'Alt text is required for images.' })
  updateMediaAlt(@Arg('id', () => ID) id: string, @Arg('alt') alt: string, @Ctx() { services }: RequestContext) {
    return services.media.updateAlt(id, alt);
  }

  @Authorized(ALLOW.manageContent)
  @Mutation(() => Boolean, { description: 'Refused (CONFLICT) while a post or resource uses the file, naming where.' })
  async deleteMedia(@Arg('id', () => ID) id: string, @Ctx() { services }: RequestContext) {
    await services.media.delete(id);
    return true;
  }
}

/** A post's cover from the media library comes with its responsive variants (public, like the post). */
@Resolver(() => BlogPost)
export class PostCoverSourcesResolver {
  @FieldResolver(() => ResponsiveImageType, { nullable: true, description: 'Set when the cover image is a media library image.' })
  coverSources(@Root() post: BlogPost, @Ctx() { services }: RequestContext) {
    return services.media.responsiveSources(post.coverImage);
  }
}
