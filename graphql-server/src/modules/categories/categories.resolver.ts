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

  @Query(() => Category, { nullable: true })
  category(@Arg('slug') slug: string, @Ctx() { services }: RequestContext) {
    return services.categories.getBySlug(slug);
  }

  @Authorized(ALLOW.readContent)
  @Query(() => Category, { nullable: true })
  adminCategory(@Arg('id', () => ID) id: string, @Ctx() { services }: RequestContext) {
    return services.categories.getById(id);
  }

  @Authorized(ALLOW.manageContent)
  @Mutation(() => Category)
  createCategory(@Arg('input') input: CategoryInput, @Ctx() { services }: RequestContext) {
    return services.categories.create(input);
  }

  @Authorized(ALLOW.manageContent)
  @Mutation(() => Category, { description: "Changing the slug moves the category's posts with it." })
  updateCategory(@Arg('id', () => ID) id: string, @Arg('input') input: CategoryInput, @Ctx() { services }: RequestContext) {
    return services.categories.update(id, input);
  }

  @Authorized(ALLOW.manageContent)
  @Mutation(() => Boolean, { description: 'Refused (CONFLICT) while any post uses the category.' })
  async deleteCategory(@Arg('id', () => ID) id: string, @Ctx() { services }: RequestContext) {
    await services.categories.delete(id);
    return true;
  }
}
