import { Arg, Authorized, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { ALLOW } from '../../auth/permissions';
import type { RequestContext } from '../../auth/context';
import { loadersFor } from '../../graphql/loaders';
import { CategoryInput } from './categories.inputs';
import { Category } from './category.entity';

@Resolver(() => Category)
export class CategoriesResolver {
  @Query(() => [Category], { description: 'Every blog category, by name.' })
  categories(@Ctx() { services }: RequestContext) {
    return services.categories.list();
  }

  @Query(() => Category, { nullable: true, description: 'A category by slug, for anyone; null when there is none.' })
  category(@Arg('slug', { description: 'The category’s slug.' }) slug: string, @Ctx() { services }: RequestContext) {
    return services.categories.getBySlug(slug);
  }

  @Authorized(ALLOW.readContent)
  @Query(() => Category, {
    nullable: true,
    description: 'A category by id (staff, or a token with a content scope); null when there is none.',
  })
  adminCategory(@Arg('id', () => ID, { description: 'The category’s id.' }) id: string, @Ctx() { services }: RequestContext) {
    return services.categories.getById(id);
  }

  // Staff only (drafts count too): the dashboard's number, not something a visitor or a token reads.
  @Authorized(ALLOW.dashboard)
  @FieldResolver(() => Int, {
    description:
      'How many posts, in any state, use the category (signed-in staff only). A category that any post uses cannot be deleted until they are moved to another.',
  })
  postCount(@Root() category: Category, @Ctx() context: RequestContext): Promise<number> {
    return loadersFor(context).postCountByCategory.load(category.slug);
  }

  @Authorized(ALLOW.manageContent)
  @Mutation(() => Category, { description: 'Create a category (Editors and up); refused (CONFLICT) when the slug is taken.' })
  createCategory(@Arg('input', { description: 'The new category’s fields.' }) input: CategoryInput, @Ctx() { services }: RequestContext) {
    return services.categories.create(input);
  }

  @Authorized(ALLOW.manageContent)
  @Mutation(() => Category, { description: "Changing the slug moves the category's posts with it." })
  updateCategory(
    @Arg('id', () => ID, { description: 'The category to change.' }) id: string,
    @Arg('input', { description: 'Every field of the category (a full replace).' }) input: CategoryInput,
    @Ctx() { services }: RequestContext,
  ) {
    return services.categories.update(id, input);
  }

  @Authorized(ALLOW.manageContent)
  @Mutation(() => Boolean, { description: 'Refused (CONFLICT) while any post uses the category.' })
  async deleteCategory(@Arg('id', () => ID, { description: 'The category to delete.' }) id: string, @Ctx() { services }: RequestContext) {
    await services.categories.delete(id);
    return true;
  }
}
