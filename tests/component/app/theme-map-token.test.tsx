// antd's theme tokens derived at build time (decision 0048): vite.config.ts defines
// __SITE_MAP_TOKEN__ from buildMapToken(), and the site's algorithm answers from it when antd
// asks for exactly the seed it was built for, which is what the ConfigProvider asks (this test; the
// algorithm's answers need no DOM: tests/unit/web/theme-map-token.test.ts).
import { render } from '@testing-library/react';
import { Button, ConfigProvider, theme as antdTheme } from 'antd';
import { buildMapToken, theme } from '../../../web/src/app/theme';

it('the seed built for is the one the ConfigProvider hands the algorithm', () => {
  const seeds: unknown[] = [];
  render(
    <ConfigProvider
      theme={{
        ...theme,
        algorithm: (seed) => {
          seeds.push(seed);
          return antdTheme.defaultAlgorithm(seed);
        },
      }}
    >
      <Button>Derive</Button>
    </ConfigProvider>,
  );
  expect(seeds.length).toBeGreaterThan(0);
  for (const seed of seeds) expect(JSON.stringify(seed)).toBe(buildMapToken().seed);
});
