// The site's account settings (one row of site_settings): for now whether every account must sign
// in with a second factor (decision 0020). Read at every sign-in, so a change applies at once.
import type { DataSource, Repository } from 'typeorm';
import { SiteSettings } from './site-settings.entity';

const ROW = 1;

export class SecuritySettings {
  private readonly repo: Repository<SiteSettings>;

  constructor(db: DataSource) {
    this.repo = db.getRepository(SiteSettings);
  }

  async requireTwoFactor(): Promise<boolean> {
    return (await this.repo.findOne({ where: { id: ROW } }))?.requireTwoFactor ?? false;
  }

  async setRequireTwoFactor(required: boolean): Promise<void> {
    await this.repo.upsert({ id: ROW, requireTwoFactor: required }, ['id']);
  }
}
