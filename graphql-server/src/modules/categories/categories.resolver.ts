import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { ALLOW } from '../../auth/permissions';
import type { RequestContext } from '../../auth/context';
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
