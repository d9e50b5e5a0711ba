import { ArgsType, Field, InputType, Int } from 'type-graphql';
import { MAX_PAGE_SIZE, RESOURCES_PAGE_SIZE } from '../../../../schema/validation/paging';
import { ContentListArgs, EditorialInput } from '../posts/posts.inputs';

/** The admin resources list: the content list's arguments and the type tab's filter. */
@ArgsType()
export class AdminResourcesArgs extends ContentListArgs {
  @Field(() => String, { nullable: true, description: 'Only this type (a type value, e.g. whitepaper).' })
  type?: string | null;
}

@ArgsType()
export class ResourcesArgs {
  @Field(() => String, {
    nullable: true,
    description: 'whitepaper, case-study, template, infographic...; ignored while a search is given.',
  })
  type?: string | null;

  @Field(() => String, { nullable: true, description: 'Matches title, description, type and category across every type.' })
  search?: string | null;

  @Field(() => Int, { nullable: true, defaultValue: 1, description: 'The page to return, from 1.' }) page?: number;
  @Field(() => Int, { nullable: true, defaultValue: RESOURCES_PAGE_SIZE, description: `At most ${MAX_PAGE_SIZE}.` }) pageSize?: number;
}

@InputType({ description: 'A resource as the editor submits it (SPEC §5 rules apply).' })
export class ResourceInput extends EditorialInput {
  @Field({ description: 'Required, at most 200 characters.' }) title: string;
  @Field({ description: 'Plain text, 20 to 500 characters.' }) description: string;
  @Field({ description: 'One of whitepaper, case-study, template, infographic, ebook, guide or report.' }) type: string;
  @Field({ description: 'Must end in .pdf, .doc, .docx, .ppt, .pptx, .xlsx or .zip.' }) fileUrl: string;
  @Field({ description: 'Card image: a /media/ path or an absolute http(s) URL, at most 2048 characters.' }) coverImage: string;
  @Field({ description: 'One of strategy, cost-optimization, best-practices, implementation or cloud-providers.' }) category: string;
  @Field(() => Boolean, {
    nullable: true,
    defaultValue: false,
    description: 'Highlight on the resources page while published; default false.',
  })
  featured?: boolean;
  @Field(() => Date, {
    nullable: true,
    description: 'With status PUBLISHED, a future time schedules it. Omitted: now on create or first publication, otherwise unchanged.',
  })
  publishedAt?: Date | null;
}
