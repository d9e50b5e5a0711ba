// The site's menus as content (issue 31): what visitors get (every entry resolved to an address;
// an entry whose page, post or category is gone or not public is left out, never a dead link) and
// what the admin's navigation editor gets (every entry, a broken one flagged). Saving a menu is
// Editors-and-up work (ALLOW.publishContent: a menu is live at once) and version-checked. The
// footer's details (blurb, contact details, social links) are content of the same rules
// (decision 0071): public with the menus, saved by Editors and up over the version loaded.
import type { DataSource, Repository } from 'typeorm';
import { AUTHOR_CANNOT_PUBLISH_MESSAGE } from '../../../../schema/validation/editorial';
import {
  checkMenuInput,
  MENU_NOT_FOUND_MESSAGE,
  MENUS,
  targetHref,
  type MenuItem,
  type MenuName,
} from '../../../../schema/validation/navigation';
import {
  checkFooterInput,
  SOCIAL_LABELS,
  telHref,
  type FooterColumn,
  type FooterDetails,
  type SocialNetwork,
} from '../../../../schema/validation/footer';
import { mayPublish } from '../../auth/permissions';
import { publicCondition } from '../../shared/editorial';
import { DomainError, forbidden, InputValidationError, notFound } from '../../shared/errors';
import { VERSION_CONFLICT_MESSAGE } from '../../../../schema/validation/editorial';
import type { Saver } from '../../shared/revisions';
import { SiteFooter } from './site-footer.entity';
import { SiteMenu } from './site-menu.entity';
import { STARTER_FOOTER } from './starter-menus';

interface ResolvedEntry {
  label: string;
  href: string;
  external: boolean;
}

/** A footer entry: its column too. */
interface FooterEntry extends ResolvedEntry {
  column: FooterColumn;
}

/** The footer's details as visitors see them: the phone's tel: address and each network's name added. */
export interface PublicFooterDetails {
  blurb: string;
  email: string;
  phone: string;
  phoneHref: string;
  address: string;
  /** `url` empty: a placeholder (no profile yet). */
  social: Array<{ network: SocialNetwork; label: string; url: string }>;
}

export interface PublicNavigation {
  header: ResolvedEntry[];
  footer: FooterEntry[];
  footerDetails: PublicFooterDetails;
}

export interface AdminFooter {
  version: number;
  updatedBy: string | null;
  updatedAt: Date;
  details: FooterDetails;
}

/** The footer's details as visitors get them (pure: tested in tests/unit). */
export function publicFooterDetails(details: FooterDetails): PublicFooterDetails {
  return {
    blurb: details.blurb,
    email: details.email,
    phone: details.phone,
    phoneHref: telHref(details.phone),
    address: details.address,
    social: details.social.map((link) => ({ network: link.network, label: SOCIAL_LABELS[link.network], url: link.url })),
  };
}

interface AdminEntry extends ResolvedEntry {
  target: MenuItem['target'];
  column: FooterColumn | null;
  /** Its page, post or category does not exist or is not public: visitors do not see the entry. */
  broken: boolean;
}

export interface AdminMenu {
  name: MenuName;
  version: number;
  updatedBy: string | null;
  updatedAt: Date;
  items: AdminEntry[];
}

const isMenu = (name: string): name is MenuName => (MENUS as readonly string[]).includes(name);

export class NavigationService {
  private readonly repo: Repository<SiteMenu>;
  private readonly footerRepo: Repository<SiteFooter>;

  constructor(private readonly db: DataSource) {
    this.repo = db.getRepository(SiteMenu);
    this.footerRepo = db.getRepository(SiteFooter);
  }

  /** Both menus and the footer's details as visitors see them. */
  async publicMenus(): Promise<PublicNavigation> {
    const [menus, footer] = await Promise.all([this.adminMenus(), this.adminFooter()]);
    const visible = (name: MenuName) => (menus.find((menu) => menu.name === name)?.items ?? []).filter((e) => !e.broken);
    return {
      header: visible('header').map(({ label, href, external }) => ({ label, href, external })),
      footer: visible('footer').map(({ label, href, external, column }) => ({ label, href, external, column: column ?? 'resources' })),
      footerDetails: publicFooterDetails(footer.details),
    };
  }

  /** The footer's details with their version, for the admin. */
  async adminFooter(): Promise<AdminFooter> {
    const row = await this.footerRepo.findOneBy({ name: 'footer' });
    return {
      version: row?.version ?? 0,
      updatedBy: row?.updatedBy ?? null,
      updatedAt: row?.updatedAt ?? new Date(0),
      details: row?.details ?? STARTER_FOOTER,
    };
  }

  /** Replace the footer's details (Editors and up), over the version the editor loaded. */
  async updateFooter(input: unknown, actor?: Saver | null): Promise<AdminFooter> {
    if (!mayPublish(actor)) throw forbidden(AUTHOR_CANNOT_PUBLISH_MESSAGE);
    const checked = checkFooterInput(input ?? {});
    if (!checked.ok) throw new InputValidationError(checked.errors);
    await this.db.transaction(async (manager) => {
      await manager.query(`INSERT INTO "site_footer" ("name", "details") VALUES ('footer', $1::jsonb) ON CONFLICT ("name") DO NOTHING`, [
        JSON.stringify(STARTER_FOOTER),
      ]);
      const row = await manager.findOneOrFail(SiteFooter, { where: { name: 'footer' }, lock: { mode: 'pessimistic_write' } });
      const expected = checked.value.expectedVersion;
      if (expected != null && expected !== row.version) {
        throw new DomainError('CONFLICT', VERSION_CONFLICT_MESSAGE, { currentVersion: row.version });
      }
      row.details = checked.value.details;
      row.updatedBy = actor?.username ?? row.updatedBy;
      await manager.save(row);
    });
    return this.adminFooter();
  }

  /** Both menus with every entry, each checked against what is public now. */
  async adminMenus(): Promise<AdminMenu[]> {
    const rows = await this.repo.find();
    const all = rows.flatMap((row) => row.items);
    const live = await this.liveTargets(all);
    return MENUS.map((name) => {
      const row = rows.find((r) => r.name === name);
      return {
        name,
        version: row?.version ?? 0,
        updatedBy: row?.updatedBy ?? null,
        updatedAt: row?.updatedAt ?? new Date(0),
        items: (row?.items ?? []).map((item) => {
          const href = targetHref(item.target);
          const key = 'slug' in item.target ? `${item.target.kind}:${item.target.slug}` : null;
          return {
            label: item.label,
            target: item.target,
            column: item.column ?? null,
            href,
            external: item.target.kind === 'external',
            broken: key !== null && !live.has(key),
          };
        }),
      };
    });
  }

  /** Replace a menu's entries (Editors and up), over the version the editor loaded. */
  async update(name: string, input: unknown, actor?: Saver | null): Promise<AdminMenu> {
    if (!isMenu(name)) throw notFound(MENU_NOT_FOUND_MESSAGE);
    if (!mayPublish(actor)) throw forbidden(AUTHOR_CANNOT_PUBLISH_MESSAGE);
    const checked = checkMenuInput(input ?? {});
    if (!checked.ok) throw new InputValidationError(checked.errors);
    await this.db.transaction(async (manager) => {
      await manager.query(`INSERT INTO "site_menus" ("name") VALUES ($1) ON CONFLICT ("name") DO NOTHING`, [name]);
      const row = await manager.findOneOrFail(SiteMenu, { where: { name }, lock: { mode: 'pessimistic_write' } });
      const expected = checked.value.expectedVersion;
      if (expected != null && expected !== row.version) {
        throw new DomainError('CONFLICT', VERSION_CONFLICT_MESSAGE, { currentVersion: row.version });
      }
      row.items = checked.value.items;
      row.updatedBy = actor?.username ?? row.updatedBy;
      await manager.save(row);
    });
    return (await this.adminMenus()).find((menu) => menu.name === name)!;
  }

  /** `page:terms`, `post:x`, `category:y` of the targets that are public now (three queries at most). */
  private async liveTargets(items: MenuItem[]): Promise<Set<string>> {
    const slugs = (kind: string) => [
      ...new Set(items.flatMap((i) => (i.target.kind === kind && 'slug' in i.target ? [i.target.slug] : []))),
    ];
    const live = new Set<string>();
    const read = async (kind: string, sql: string) => {
      const wanted = slugs(kind);
      if (!wanted.length) return;
      const rows: Array<{ slug: string }> = await this.db.query(sql, [wanted]);
      for (const row of rows) live.add(`${kind}:${row.slug}`);
    };
    await read(
      'page',
      `SELECT page.slug FROM pages page WHERE ${publicCondition('page').replace('page.publishedAt', 'page."publishedAt"')} AND page.slug = ANY($1)`,
    );
    await read(
      'post',
      `SELECT post.slug FROM blog_posts post WHERE ${publicCondition('post').replace('post.publishedAt', 'post."publishedAt"')} AND post.slug = ANY($1)`,
    );
    await read('category', 'SELECT slug FROM categories WHERE slug = ANY($1)');
    return live;
  }
}
