// GraphQL shapes shared by every paginated list: a page of items, the count after filters,
// and where the page sits. Each list declares its own `XPage` type with `pageOf(X)`.
import { ArgsType, ClassType, Field, Int, ObjectType } from 'type-graphql';
import { ADMIN_PAGE_SIZE, MAX_PAGE_SIZE } from '../../../schema/validation/paging';

@ObjectType('PageInfo', { description: 'Where a page sits in a filtered list.' })
export class PageInfoType {
  @Field(() => Int, { description: 'This page’s number, from 1.' }) page: number;
  @Field(() => Int, { description: 'Items per page as asked (the last page may hold fewer).' }) pageSize: number;
  @Field(() => Int, { description: 'Number of pages for the filters at this page size; 0 when nothing matches.' }) totalPages: number;
  @Field({ description: 'A page after this one exists (page < totalPages).' }) hasNextPage: boolean;
  @Field({ description: 'A page before this one exists (page > 1).' }) hasPreviousPage: boolean;
}

export function pageOf<T extends object>(itemType: ClassType<T>) {
  @ObjectType()
  abstract class PageClass {
    @Field(() => [itemType], { description: 'The items of this page, in the list’s order; empty past the last page.' }) items: T[];
    @Field(() => Int, { description: 'Number of items matching the filters, across all pages.' }) totalCount: number;
    @Field(() => PageInfoType, { description: 'Which page this is and whether others exist.' }) pageInfo: PageInfoType;
  }
  return PageClass;
}

/** Search and paging arguments of every admin list. */
@ArgsType()
export class AdminListArgs {
  @Field(() => String, {
    nullable: true,
    description: 'Free-text filter over the list’s searchable columns (case-insensitive); null or blank: no filter.',
  })
  search?: string | null;
  @Field(() => Int, { nullable: true, defaultValue: 1, description: 'The page to return, from 1.' }) page?: number;
  @Field(() => Int, { nullable: true, defaultValue: ADMIN_PAGE_SIZE, description: `At most ${MAX_PAGE_SIZE}.` }) pageSize?: number;
}
