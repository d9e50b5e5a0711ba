// GraphQL shapes shared by every paginated list: a page of items, the count after filters,
// and where the page sits. Each list declares its own `XPage` type with `pageOf(X)`.
import { ArgsType, ClassType, Field, Int, ObjectType } from 'type-graphql';
import { ADMIN_PAGE_SIZE, MAX_PAGE_SIZE } from '../../../schema/validation/paging';

@ObjectType('PageInfo', { description: 'Where a page sits in a filtered list.' })
export class PageInfoType {
  @Field(() => Int) page: number;
  @Field(() => Int) pageSize: number;
  @Field(() => Int) totalPages: number;
  @Field() hasNextPage: boolean;
  @Field() hasPreviousPage: boolean;
}

export function pageOf<T extends object>(itemType: ClassType<T>) {
  @ObjectType()
  abstract class PageClass {
    @Field(() => [itemType]) items: T[];
    @Field(() => Int, { description: 'Number of items matching the filters, across all pages.' }) totalCount: number;
    @Field(() => PageInfoType) pageInfo: PageInfoType;
  }
  return PageClass;
}

/** Search and paging arguments of every admin list. */
@ArgsType()
export class AdminListArgs {
  @Field(() => String, { nullable: true }) search?: string | null;
  @Field(() => Int, { nullable: true, defaultValue: 1 }) page?: number;
  @Field(() => Int, { nullable: true, defaultValue: ADMIN_PAGE_SIZE, description: `At most ${MAX_PAGE_SIZE}.` }) pageSize?: number;
}
