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

  @Field(() => Int, { nullable: true, defaultValue: 1 }) page?: number;
  @Field(() => Int, { nullable: true, defaultValue: RESOURCES_PAGE_SIZE, description: `At most ${MAX_PAGE_SIZE}.` }) pageSize?: number;
}

@InputType({ description: 'A resource as the editor submits it (SPEC §5 rules apply).' })
export class ResourceInput extends EditorialInput {
  @Field() title: string;
  @Field() description: string;
  @Field() type: string;
  @Field({ description: 'Must end in .pdf, .doc, .docx, .ppt, .pptx, .xlsx or .zip.' }) fileUrl: string;
  @Field() coverImage: string;
  @Field() category: string;
  @Field(() => Boolean, { nullable: true, defaultValue: false }) featured?: boolean;
  @Field(() => Date, {
    nullable: true,
    description: 'With status PUBLISHED, a future time schedules it. Omitted: now on create or first publication, otherwise unchanged.',
  })
  publishedAt?: Date | null;
}
