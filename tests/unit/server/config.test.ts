import path from 'node:path';
import { ConfigError, loadConfig } from '../../../graphql-server/src/config';

const message = (env: NodeJS.ProcessEnv) => {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('expected loadConfig to throw');
};

describe('loadConfig', () => {
  it('has working defaults for a fresh machine', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      env: 'development',
      port: 3000,
      databaseUrl: undefined,
      dataDir: path.resolve('.data'),
      allowAdminRegistration: false,
      siteName: 'FinOps Consulting',
      graphqlIntrospection: true,
      isProduction: false,
    });
  });

  it('reads every variable', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      PORT: '8080',
      DATABASE_URL: 'postgresql://u:p@db:5432/site',
      DATA_DIR: '/var/lib/site',
      JWT_SECRET: 'x'.repeat(32),
      ALLOW_ADMIN_REGISTRATION: 'true',
      SITE_NAME: 'Acme FinOps',
      GRAPHQL_INTROSPECTION: 'false',
    });
    expect(config).toMatchObject({
      isProduction: true,
      port: 8080,
      databaseUrl: 'postgresql://u:p@db:5432/site',
      dataDir: '/var/lib/site',
      jwtSecret: 'x'.repeat(32),
      allowAdminRegistration: true,
      siteName: 'Acme FinOps',
      graphqlIntrospection: false,
    });
  });

  it.each([
    [{ PORT: 'abc' }, /^Invalid configuration: PORT /],
    [{ PORT: '70000' }, /^Invalid configuration: PORT /],
    [{ DATABASE_URL: 'mysql://x' }, /^Invalid configuration: DATABASE_URL must be a postgres/],
    [{ JWT_SECRET: 'short' }, /^Invalid configuration: JWT_SECRET must be at least 32 characters$/],
    [{ NODE_ENV: 'production' }, /^Invalid configuration: JWT_SECRET is required when NODE_ENV=production$/],
    [{ ALLOW_ADMIN_REGISTRATION: 'maybe' }, /^Invalid configuration: ALLOW_ADMIN_REGISTRATION /],
    [{ NODE_ENV: 'staging' }, /^Invalid configuration: NODE_ENV /],
  ])('refuses %j with one line naming the variable', (env, expected) => {
    const text = message(env);
    expect(text).toMatch(expected);
    expect(text).not.toContain('\n');
  });
});

it('treats an empty variable as unset', () => {
  expect(loadConfig({ DATABASE_URL: '', PORT: '' })).toMatchObject({ databaseUrl: undefined, port: 3000 });
});
