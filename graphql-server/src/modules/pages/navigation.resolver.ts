// GraphQL of the site's menus (issue 31): `navigation` for visitors, `adminNavigation` and
// `updateNavigationMenu` for the admin's navigation editor.
import { Arg, Authorized, Ctx, Field, InputType, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { GraphQLJSONObject } from 'graphql-scalars';
import type { RequestContext } from '../../auth/context';
import { ALLOW } from '../../auth/permissions';

@ObjectType({ description: 'A menu entry as visitors see it.' })
class NavigationLink {
  @Field({ description: 'The text shown.' }) label: string;
  @Field({ description: 'Where it leads: a path of the site, /#anchor, or an https address.' }) href: string;
  @Field({ description: 'True for an address of another site.' }) external: boolean;
}

@ObjectType({ description: 'The site’s menus; entries whose page, post or category is not public are left out.' })
class Navigation {
  @Field(() => [NavigationLink], { description: 'The header menu, in order.' }) header: NavigationLink[];
  @Field(() => [NavigationLink], { description: 'The footer menu, in order.' }) footer: NavigationLink[];
}

@ObjectType({ description: 'A menu entry as the navigation editor sees it.' })
class AdminNavigationEntry extends NavigationLink {
  @Field(() => GraphQLJSONObject, { description: 'Its target: { kind, slug | route | anchor | url }.' }) target: Record<string, unknown>;
  @Field({ description: 'Its page, post or category is gone or not public: visitors do not see it.' }) broken: boolean;
}

@ObjectType({ description: 'One menu with every entry, for the navigation editor.' })
class AdminNavigationMenu {
  @Field({ description: 'header or footer.' }) name: string;
  @Field(() => Int, { description: 'Pass back as expectedVersion: a save over a newer version is refused (CONFLICT).' }) version: number;
  @Field(() => String, { nullable: true, description: 'Who saved it last.' }) updatedBy: string | null;
  @Field({ description: 'When it was saved last.' }) updatedAt: Date;
  @Field(() => [AdminNavigationEntry], { description: 'The entries, in order.' }) items: AdminNavigationEntry[];
}

@InputType({ description: 'A menu’s new entries.' })
class NavigationMenuInput {
  @Field(() => [GraphQLJSONObject], { description: 'Entries { label, target: { kind, … } }, in order (docs/integrators.md).' })
  items: Record<string, unknown>[];
  @Field(() => Int, { nullable: true, description: 'The version the editor loaded.' }) expectedVersion?: number | null;
}

@Resolver()
export class NavigationResolver {
  @Query(() => Navigation, { description: 'The header and footer menus, as visitors see them.' })
  navigation(@Ctx() { services }: RequestContext) {
    return services.navigation.publicMenus();
  }

  @Authorized(ALLOW.readContent)
  @Query(() => [AdminNavigationMenu], { description: 'Both menus with every entry, broken ones flagged.' })
  adminNavigation(@Ctx() { services }: RequestContext) {
    return services.navigation.adminMenus();
  }

  @Authorized(ALLOW.publishContent)
  @Mutation(() => AdminNavigationMenu, { description: 'Replace a menu’s entries (Editors and up).' })
  updateNavigationMenu(
    @Arg('menu', { description: 'header or footer.' }) menu: string,
    @Arg('input', { description: 'The entries and the version loaded.' }) input: NavigationMenuInput,
    @Ctx() { services, user }: RequestContext,
  ) {
    return services.navigation.update(menu, { items: input.items, expectedVersion: input.expectedVersion ?? undefined }, user);
  }
}
