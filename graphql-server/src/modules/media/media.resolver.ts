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
  @Field({ description: 'Site-relative address of the copy, /media/<key>.' }) url: string;
  @Field(() => Int, { description: 'Width in pixels.' }) width: number;
  @Field(() => Int, { description: 'Height in pixels.' }) height: number;
  @Field({ description: 'image/webp, image/avif or image/jpeg.' }) mimeType: string;
  @Field({ description: "'responsive' or 'social'." }) purpose: string;
}

@ObjectType('MediaItem', { description: 'A file of the media library (uploaded over REST: POST /api/admin/media).' })
export class MediaItemType implements MediaView {
  @Field(() => ID, { description: 'Stable id (UUID), for mediaItem, updateMediaAlt and deleteMedia.' }) id: string;
  @Field({ description: 'Site-relative address, /media/<key>.' }) url: string;
  @Field({ description: 'From the content, not the name.' }) mimeType: string;
  @Field({ description: "'image' or 'document'." }) kind: 'image' | 'document';
  @Field(() => Int, { description: 'Size of the uploaded file in bytes.' }) size: number;
  @Field(() => Int, { nullable: true, description: 'Width in pixels of an image; null for a document.' }) width: number | null;
  @Field(() => Int, { nullable: true, description: 'Height in pixels of an image; null for a document.' }) height: number | null;
  @Field({ description: 'Alternative text used wherever the image is shown, at most 300 characters; empty for documents.' }) alt: string;
  @Field({ description: 'The uploaded file name, for display only.' }) originalName: string;
  @Field(() => [MediaVariantType], { description: 'The resized copies made at upload (images only; empty for documents).' })
  variants: MediaVariantType[];
  @Field({ description: 'When it was uploaded; the sync feed (mediaChanges) is ordered by its last change.' }) createdAt: Date;
}

@ObjectType('ResponsiveImage', { description: 'The srcset values of a media library image, per format.' })
class ResponsiveImageType implements ResponsiveSources {
  @Field({ description: "'/media/…-w320.webp 320w, …'" }) webp: string;
  @Field({ description: 'The same widths as AVIF, for a <source type="image/avif">.' }) avif: string;
  @Field(() => Int, { description: 'Width in pixels of the original image (for the width attribute).' }) width: number;
  @Field(() => Int, { description: 'Height in pixels of the original image (for the height attribute).' }) height: number;
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
  @Query(() => MediaItemType, { nullable: true, description: 'One media library file by id (staff); null when there is none.' })
  mediaItem(@Arg('id', () => ID, { description: 'The file’s id.' }) id: string, @Ctx() { services }: RequestContext) {
    return services.media.getById(id);
  }

  @Authorized(ALLOW.writeContent)
  @Mutation(() => MediaItemType, { description: 'Alt text is required for images.' })
  updateMediaAlt(
    @Arg('id', () => ID, { description: 'The file to change.' }) id: string,
    @Arg('alt', { description: 'The new alternative text, at most 300 characters (required for images).' }) alt: string,
    @Ctx() { services }: RequestContext,
  ) {
    return services.media.updateAlt(id, alt);
  }

  @Authorized(ALLOW.manageContent)
  @Mutation(() => Boolean, { description: 'Refused (CONFLICT) while a post or resource uses the file, naming where.' })
  async deleteMedia(
    @Arg('id', () => ID, { description: 'The file to delete, with its variants.' }) id: string,
    @Ctx() { services }: RequestContext,
  ) {
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
