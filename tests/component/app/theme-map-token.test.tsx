// antd's theme tokens derived at build time (decision 0048): vite.config.ts defines
// __SITE_MAP_TOKEN__ from buildMapToken(), and the site's algorithm answers from it when antd
// asks for exactly the seed it was built for, which is what the ConfigProvider asks.
import { render } from '@testing-library/react';
import { Button, ConfigProvider, theme as antdTheme } from 'antd';
import { algorithmFrom, buildMapToken, siteSeed, theme } from '../../../web/src/app/theme';

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

it('answers that seed from the built tokens, which are what antd derives', () => {
  const built = buildMapToken();
  const spy = jest.spyOn(antdTheme, 'defaultAlgorithm');
  try {
    const answer = algorithmFrom(built)(siteSeed());
    expect(spy).not.toHaveBeenCalled();
    expect(answer).toEqual(built.map);
    // A copy: antd may extend what it is given without touching the built value.
    expect(answer).not.toBe(built.map);
  } finally {
    spy.mockRestore();
  }
  expect(built.map).toEqual(antdTheme.defaultAlgorithm(siteSeed()));
  expect(built.map.colorPrimary).toBe('#0f766e');
});

it('derives any other seed, and every seed when nothing was built', () => {
  const other = { ...siteSeed(), colorPrimary: '#1d4ed8' };
  expect(algorithmFrom(buildMapToken())(other)).toEqual(antdTheme.defaultAlgorithm(other));
  expect(algorithmFrom(undefined)(siteSeed())).toEqual(antdTheme.defaultAlgorithm(siteSeed()));
});
