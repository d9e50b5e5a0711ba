// GraphQL of the site's menus (issue 31): `navigation` for visitors, `adminNavigation` and
// `updateNavigationMenu` for the admin's navigation editor; the footer's details (decision 0071):
// part of `navigation`, `adminFooter` and `updateFooter` for the admin.
import { Arg, Authorized, Ctx, Field, InputType, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { GraphQLJSONObject } from 'graphql-scalars';
import type { RequestContext } from '../../auth/context';
import { ALLOW } from '../../auth/permissions';
import { publicFooterDetails, type AdminFooter as AdminFooterData } from './navigation.service';

@ObjectType({ description: 'A menu entry as visitors see it.' })
class NavigationLink {
  @Field({ description: 'The text shown.' }) label: string;
  @Field({ description: 'Where it leads: a path of the site, /#anchor, or an https address.' }) href: string;
  @Field({ description: 'True for an address of another site.' }) external: boolean;
  @Field(() => String, { nullable: true, description: 'A footer entry’s column: services, resources or legal (null in the header).' })
  column?: string | null;
}

@ObjectType({ description: 'A social link of the footer.' })
class FooterSocialLink {
  @Field({ description: 'linkedin, twitter, github or youtube.' }) network: string;
  @Field({ description: 'The network’s name, e.g. LinkedIn (the link’s accessible name).' }) label: string;
  @Field({ description: 'Its https address; empty for a placeholder (no profile yet).' }) url: string;
}

@ObjectType({ description: 'The footer’s details: company blurb, contact details, social links.' })
class FooterDetails {
  @Field({ description: 'The company blurb under the logo.' }) blurb: string;
  @Field({ description: 'The contact e-mail address.' }) email: string;
  @Field({ description: 'The contact phone number as shown.' }) phone: string;
  @Field({ description: 'Its tel: address, e.g. tel:+15550100100.' }) phoneHref: string;
  @Field({ description: 'The postal address.' }) address: string;
  @Field(() => [FooterSocialLink], { description: 'The social links, in order.' }) social: FooterSocialLink[];
}

@ObjectType({ description: 'The site’s menus; entries whose page, post or category is not public are left out.' })
class Navigation {
  @Field(() => [NavigationLink], { description: 'The header menu, in order.' }) header: NavigationLink[];
  @Field(() => [NavigationLink], { description: 'The footer menu, in order (each entry with its column).' }) footer: NavigationLink[];
  @Field(() => FooterDetails, { description: 'The footer’s blurb, contact details and social links.' }) footerDetails: FooterDetails;
}

@ObjectType({ description: 'The footer’s details with their version, for the admin.' })
class AdminFooter {
  @Field(() => Int, { description: 'Pass back as expectedVersion: a save over a newer version is refused (CONFLICT).' }) version: number;
  @Field(() => String, { nullable: true, description: 'Who saved them last.' }) updatedBy: string | null;
  @Field({ description: 'When they were saved last.' }) updatedAt: Date;
  @Field(() => FooterDetails, { description: 'The details.' }) details: FooterDetails;
}

@InputType({ description: 'A social link of the footer.' })
class FooterSocialLinkInput {
  @Field({ description: 'linkedin, twitter, github or youtube.' }) network: string;
  @Field({ description: 'An https address; empty for a placeholder.' }) url: string;
}

@InputType({ description: 'The footer’s new details.' })
class FooterDetailsInput {
  @Field({ description: 'The company blurb (400 characters at most).' }) blurb: string;
  @Field({ description: 'The contact e-mail address.' }) email: string;
  @Field({ description: 'The phone number as shown, e.g. +1 (555) 010-0100.' }) phone: string;
  @Field({ description: 'The postal address (200 characters at most).' }) address: string;
  @Field(() => [FooterSocialLinkInput], { description: 'The social links, each network once.' }) social: FooterSocialLinkInput[];
}

@InputType({ description: 'The footer’s details and the version loaded.' })
class FooterInput {
  @Field(() => FooterDetailsInput, { description: 'The details.' }) details: FooterDetailsInput;
  @Field(() => Int, { nullable: true, description: 'The version the editor loaded.' }) expectedVersion?: number | null;
}

const adminFooterView = (footer: AdminFooterData) => ({ ...footer, details: publicFooterDetails(footer.details) });

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
  @Query(() => Navigation, { description: 'The header and footer menus and the footer’s details, as visitors see them.' })
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
  async updateNavigationMenu(
    @Arg('menu', { description: 'header or footer.' }) menu: string,
    @Arg('input', { description: 'The entries and the version loaded.' }) input: NavigationMenuInput,
    @Ctx() { services, user, ip }: RequestContext,
  ) {
    const saved = await services.navigation.update(menu, { items: input.items, expectedVersion: input.expectedVersion ?? undefined }, user);
    if (user) await services.audit.record({ user, ip }, 'navigation.update', saved.name);
    return saved;
  }

  @Authorized(ALLOW.readContent)
  @Query(() => AdminFooter, { description: 'The footer’s details with their version.' })
  async adminFooter(@Ctx() { services }: RequestContext) {
    return adminFooterView(await services.navigation.adminFooter());
  }

  @Authorized(ALLOW.publishContent)
  @Mutation(() => AdminFooter, { description: 'Replace the footer’s details (Editors and up).' })
  async updateFooter(
    @Arg('input', { description: 'The details and the version loaded.' }) input: FooterInput,
    @Ctx() { services, user, ip }: RequestContext,
  ) {
    const details = { ...input.details, social: input.details.social.map(({ network, url }) => ({ network, url })) };
    const saved = await services.navigation.updateFooter({ details, expectedVersion: input.expectedVersion ?? undefined }, user);
    if (user) await services.audit.record({ user, ip }, 'navigation.footer.update', 'footer');
    return adminFooterView(saved);
  }
}
