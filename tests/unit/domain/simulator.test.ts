// SPEC §9 "Simulator" (regions, resource types, size factors, cost and optimization
// formulas), §5 "Simulator" (validation) and §2 "Simulator" (results panel).
import {
  DEFAULT_REGION,
  GENERIC_RECOMMENDATIONS,
  HOURS_PER_MONTH,
  MAX_SCENARIO_ITEMS,
  REGIONS,
  RESOURCE_TYPES,
  SIZE_FACTORS,
  annualSavingsBarWidth,
  canAddResource,
  canRunSimulation,
  decodeScenario,
  encodeScenario,
  formatCost,
  formatSavingsPercentage,
  hasReservation,
  hasSizes,
  monthlyCost,
  optimizeItem,
  removeItemAt,
  resourceTypeById,
  runSimulation,
  type SimulatorItem,
} from '../../../web/src/domain/simulator';

const item = (overrides: Partial<SimulatorItem> & Pick<SimulatorItem, 'resourceType'>): SimulatorItem => ({
  quantity: 1,
  region: 'us-east-1',
  reserved: false,
  ...overrides,
});

const [SCALING, LIFECYCLE] = GENERIC_RECOMMENDATIONS;
const RESERVE_EC2 = 'Use reserved instances for Compute Instances to save 40%';
const RESERVE_RDS = 'Use reserved instances for Database to save 35%';
const regionAdvice = (type: string, from: string, percent: number) =>
  `Consider running ${type} in the lower-cost US East (N. Virginia) region instead of ${from} to save about ${percent}%`;
const rightSizeAdvice = (size: string, type: string) =>
  `Right-size ${size} ${type} to a smaller size that matches actual utilization to save about 15%`;

describe('regions', () => {
  it('in spec order, default us-east-1', () => {
    expect(REGIONS).toEqual([
      { id: 'us-east-1', name: 'US East (N. Virginia)' },
      { id: 'us-west-1', name: 'US West (N. California)' },
      { id: 'eu-west-1', name: 'EU West (Ireland)' },
      { id: 'eu-central-1', name: 'EU Central (Frankfurt)' },
      { id: 'ap-southeast-1', name: 'Asia Pacific (Singapore)' },
      { id: 'ap-northeast-1', name: 'Asia Pacific (Tokyo)' },
    ]);
    expect(DEFAULT_REGION).toBe('us-east-1');
  });
});

describe('resource types (the SPEC §9 table)', () => {
  it.each([
    // id, name, base price, unit, reservation discount, sizes, multipliers in region order
    ['ec2', 'Compute Instances', 0.0464, 'per hour', 0.4, ['small', 'medium', 'large', 'xlarge'], [1, 1.2, 1.1, 1.15, 1.25, 1.3]],
    ['s3', 'Storage', 0.023, 'per GB/month', 0, undefined, [1, 1.1, 1.05, 1.1, 1.15, 1.2]],
    ['rds', 'Database', 0.115, 'per hour', 0.35, ['small', 'medium', 'large', 'xlarge'], [1, 1.25, 1.15, 1.2, 1.3, 1.35]],
    ['lambda', 'Serverless Functions', 0.0000002, 'per request', undefined, undefined, [1, 1.1, 1.05, 1.1, 1.15, 1.2]],
  ])(
    '%s: %s, %p %s, discount %p, sizes %p, multipliers %p',
    (id, name, basePrice, priceUnit, reservationDiscount, sizeOptions, multipliers) => {
      const type = resourceTypeById(id);
      expect(type).toMatchObject({ id, name, basePrice, priceUnit });
      expect(type?.reservationDiscount).toBe(reservationDiscount);
      expect(type?.sizeOptions).toEqual(sizeOptions);
      expect(REGIONS.map((region) => type?.priceMultipliers[region.id])).toEqual(multipliers);
      expect(Object.keys(type?.priceMultipliers ?? {})).toEqual(REGIONS.map((region) => region.id));
    },
  );

  it('exactly four types, in table order', () => {
    expect(RESOURCE_TYPES.map((type) => type.id)).toEqual(['ec2', 's3', 'rds', 'lambda']);
  });

  it.each([
    ['ec2', true, true],
    ['s3', false, false],
    ['rds', true, true],
    ['lambda', false, false],
  ])('%s: Size field %p, Reserved switch %p', (id, sized, reservable) => {
    const type = resourceTypeById(id)!;
    expect(hasSizes(type)).toBe(sized);
    expect(hasReservation(type)).toBe(reservable);
  });

  it('size factors: small 1, medium 2, large 4, xlarge 8; 730 hours a month', () => {
    expect(SIZE_FACTORS).toEqual({ small: 1, medium: 2, large: 4, xlarge: 8 });
    expect(HOURS_PER_MONTH).toBe(730);
  });
});

describe('monthlyCost = base x quantity x region x size x (1 - discount if reserved) x 730 if hourly', () => {
  it.each([
    // one small unit, on demand, in each region
    ['ec2', 'us-east-1', 33.872], // 0.0464 x 730
    ['ec2', 'us-west-1', 40.6464], // x 1.2
    ['ec2', 'eu-west-1', 37.2592], // x 1.1
    ['ec2', 'eu-central-1', 38.9528], // x 1.15
    ['ec2', 'ap-southeast-1', 42.34], // x 1.25
    ['ec2', 'ap-northeast-1', 44.0336], // x 1.3
    ['s3', 'us-east-1', 0.023], // per GB/month: no 730
    ['s3', 'us-west-1', 0.0253],
    ['s3', 'eu-west-1', 0.02415],
    ['s3', 'eu-central-1', 0.0253],
    ['s3', 'ap-southeast-1', 0.02645],
    ['s3', 'ap-northeast-1', 0.0276],
    ['rds', 'us-east-1', 83.95], // 0.115 x 730
    ['rds', 'us-west-1', 104.9375],
    ['rds', 'eu-west-1', 96.5425],
    ['rds', 'eu-central-1', 100.74],
    ['rds', 'ap-southeast-1', 109.135],
    ['rds', 'ap-northeast-1', 113.3325],
    ['lambda', 'us-east-1', 0.0000002], // per request: no 730
    ['lambda', 'us-west-1', 0.00000022],
    ['lambda', 'eu-west-1', 0.00000021],
    ['lambda', 'eu-central-1', 0.00000022],
    ['lambda', 'ap-southeast-1', 0.00000023],
    ['lambda', 'ap-northeast-1', 0.00000024],
  ] as const)('%s in %s: %p', (resourceType, region, cost) => {
    const size = resourceType === 'ec2' || resourceType === 'rds' ? 'small' : undefined;
    expect(monthlyCost(item({ resourceType, region, size }))).toBe(cost);
  });

  it.each([
    ['ec2', 'small', 33.872],
    ['ec2', 'medium', 67.744],
    ['ec2', 'large', 135.488],
    ['ec2', 'xlarge', 270.976],
    ['ec2', undefined, 33.872], // a sized type without a size is priced as small
    ['rds', 'small', 83.95],
    ['rds', 'medium', 167.9],
    ['rds', 'large', 335.8],
    ['rds', 'xlarge', 671.6],
  ] as const)('%s %s in us-east-1: %p', (resourceType, size, cost) => {
    expect(monthlyCost(item({ resourceType, size }))).toBe(cost);
  });

  it.each([
    ['ec2 medium reserved in eu-west-1', item({ resourceType: 'ec2', size: 'medium', region: 'eu-west-1', reserved: true }), 44.71104], // 0.0464 x 1.1 x 2 x 0.6 x 730
    ['3 ec2 small on demand', item({ resourceType: 'ec2', size: 'small', quantity: 3 }), 101.616],
    ['rds small reserved', item({ resourceType: 'rds', size: 'small', reserved: true }), 54.5675], // x 0.65
    ['s3 100 GB, reserved flag ignored (discount 0)', item({ resourceType: 's3', quantity: 100, reserved: true }), 2.3],
    ['s3 100 GB on demand', item({ resourceType: 's3', quantity: 100 }), 2.3],
    ['lambda 1M requests, reserved flag ignored (no discount)', item({ resourceType: 'lambda', quantity: 1_000_000, reserved: true }), 0.2],
    ['lambda 1M requests, size ignored (no sizes)', item({ resourceType: 'lambda', quantity: 1_000_000, size: 'xlarge' }), 0.2],
  ])('%s: %p', (_label, simulatorItem, cost) => {
    expect(monthlyCost(simulatorItem)).toBe(cost);
  });
});

describe('optimizeItem', () => {
  it.each([
    [
      'ec2 medium reserved in eu-west-1: region only (x 1/1.1)',
      item({ resourceType: 'ec2', size: 'medium', region: 'eu-west-1', reserved: true }),
      40.6464,
      [regionAdvice('Compute Instances', 'EU West (Ireland)', 9)],
    ],
    ['ec2 small on demand in us-east-1: reserve (x 0.6)', item({ resourceType: 'ec2', size: 'small' }), 20.3232, [RESERVE_EC2]],
    [
      '2 ec2 large on demand: reserve, right-size (x 0.6 x 0.85)',
      item({ resourceType: 'ec2', size: 'large', quantity: 2 }),
      138.19776,
      [RESERVE_EC2, rightSizeAdvice('large', 'Compute Instances')],
    ],
    [
      'ec2 xlarge reserved: right-size only',
      item({ resourceType: 'ec2', size: 'xlarge', reserved: true }),
      138.19776, // 270.976 x 0.6 x 0.85
      [rightSizeAdvice('xlarge', 'Compute Instances')],
    ],
    [
      'rds xlarge on demand in ap-northeast-1: all three (x 0.65 x 0.85 / 1.35)',
      item({ resourceType: 'rds', size: 'xlarge', region: 'ap-northeast-1' }),
      371.059, // 906.66 x 0.65 x 0.85 / 1.35
      [RESERVE_RDS, rightSizeAdvice('xlarge', 'Database'), regionAdvice('Database', 'Asia Pacific (Tokyo)', 26)],
    ],
    [
      'rds medium reserved in us-east-1: nothing to do',
      item({ resourceType: 'rds', size: 'medium', reserved: true }),
      109.135, // 167.9 x 0.65
      [],
    ],
    [
      's3 1000 GB in eu-central-1: region only, never reserved',
      item({ resourceType: 's3', quantity: 1000, region: 'eu-central-1' }),
      23,
      [regionAdvice('Storage', 'EU Central (Frankfurt)', 9)],
    ],
    ['lambda 5M requests in us-east-1: nothing to do', item({ resourceType: 'lambda', quantity: 5_000_000, reserved: true }), 1, []],
    [
      'lambda 5M requests in ap-southeast-1: region only (0.15 / 1.15 = 13%)',
      item({ resourceType: 'lambda', quantity: 5_000_000, region: 'ap-southeast-1', size: 'large' }),
      1,
      [regionAdvice('Serverless Functions', 'Asia Pacific (Singapore)', 13)],
    ],
  ])('%s', (_label, simulatorItem, optimizedCost, recommendations) => {
    expect(optimizeItem(simulatorItem)).toEqual({ optimizedCost, recommendations });
  });
});

describe('runSimulation', () => {
  it('no items: zeros and no recommendations', () => {
    expect(runSimulation([])).toEqual({
      currentMonthlyCost: 0,
      optimizedMonthlyCost: 0,
      savingsAmount: 0,
      savingsPercentage: 0,
      annualSavings: 0,
      recommendations: [],
    });
  });

  it('one ec2 medium reserved in eu-west-1', () => {
    expect(runSimulation([item({ resourceType: 'ec2', size: 'medium', region: 'eu-west-1', reserved: true })])).toEqual({
      currentMonthlyCost: 44.71104,
      optimizedMonthlyCost: 40.6464,
      savingsAmount: 4.06464,
      savingsPercentage: 9.1,
      annualSavings: 48.77568,
      recommendations: [regionAdvice('Compute Instances', 'EU West (Ireland)', 9), SCALING, LIFECYCLE],
    });
  });

  it('four types in three regions', () => {
    const result = runSimulation([
      item({ resourceType: 'ec2', size: 'large', quantity: 2 }), // 270.976 -> 138.19776
      item({ resourceType: 'rds', size: 'xlarge', region: 'ap-northeast-1' }), // 906.66 -> 371.059
      item({ resourceType: 's3', quantity: 1000, region: 'eu-central-1', reserved: true }), // 25.3 -> 23
      item({ resourceType: 'lambda', quantity: 5_000_000, reserved: true }), // 1 -> 1
    ]);
    expect(result).toEqual({
      currentMonthlyCost: 1203.936,
      optimizedMonthlyCost: 533.25676,
      savingsAmount: 670.67924,
      savingsPercentage: 55.7,
      annualSavings: 8048.15088,
      recommendations: [
        RESERVE_EC2,
        rightSizeAdvice('large', 'Compute Instances'),
        RESERVE_RDS,
        rightSizeAdvice('xlarge', 'Database'),
        regionAdvice('Database', 'Asia Pacific (Tokyo)', 26),
        regionAdvice('Storage', 'EU Central (Frankfurt)', 9),
        SCALING,
        LIFECYCLE,
      ],
    });
  });

  it('recommendations are de-duplicated in first-seen order', () => {
    const result = runSimulation([
      item({ resourceType: 'ec2', size: 'small', region: 'eu-west-1' }),
      item({ resourceType: 'ec2', size: 'medium', region: 'eu-west-1' }),
      item({ resourceType: 'ec2', size: 'small', region: 'ap-southeast-1' }),
      item({ resourceType: 'ec2', size: 'small' }),
    ]);
    expect(result.recommendations).toEqual([
      RESERVE_EC2,
      regionAdvice('Compute Instances', 'EU West (Ireland)', 9),
      regionAdvice('Compute Instances', 'Asia Pacific (Singapore)', 20),
      SCALING,
      LIFECYCLE,
    ]);
    // current 37.2592 + 74.5184 + 42.34 + 33.872; each x 0.6, and the regional ones brought to the us-east-1 price
    expect(result.currentMonthlyCost).toBe(187.9896);
    expect(result.optimizedMonthlyCost).toBe(101.616); // 0.6 x 33.872 x (1 + 2 + 1 + 1) small instances
    expect(result.savingsPercentage).toBe(45.9);
  });

  it('nothing to optimize: 0 savings, 0.0%, only the two generic recommendations', () => {
    const result = runSimulation([item({ resourceType: 'lambda', quantity: 1_000_000 }), item({ resourceType: 's3', quantity: 50 })]);
    expect(result).toMatchObject({
      currentMonthlyCost: 1.35,
      optimizedMonthlyCost: 1.35,
      savingsAmount: 0,
      savingsPercentage: 0,
      annualSavings: 0,
    });
    expect(result.recommendations).toEqual([SCALING, LIFECYCLE]);
  });

  it('savingsPercentage is 0 when the current cost is 0', () => {
    expect(runSimulation([item({ resourceType: 'ec2', quantity: 0 })])).toMatchObject({ currentMonthlyCost: 0, savingsPercentage: 0 });
  });

  it('the two generic recommendations: automated scaling and lifecycle policies', () => {
    expect(SCALING).toMatch(/automated scaling.*demand/i);
    expect(LIFECYCLE).toMatch(/lifecycle policies.*unused resources/i);
  });
});

describe('configure tab', () => {
  it.each([
    [{ resourceType: 'ec2', quantity: 1 }, true],
    [{ resourceType: 'lambda', quantity: 1_000_000 }, true],
    [{ resourceType: 'ec2', quantity: 0 }, false],
    [{ resourceType: 'ec2', quantity: -2 }, false],
    [{ resourceType: 'ec2', quantity: 1.5 }, false],
    [{ resourceType: 'ec2', quantity: Number.NaN }, false],
    [{ resourceType: 'ec2', quantity: null }, false],
    [{ resourceType: 'ec2' }, false],
    [{ resourceType: '', quantity: 1 }, false],
    [{ resourceType: 'gpu', quantity: 1 }, false],
    [{ resourceType: null, quantity: 1 }, false],
  ])('canAddResource(%p) = %p', (draft, enabled) => {
    expect(canAddResource(draft)).toBe(enabled);
  });

  it('Run is disabled with no items; Remove deletes the item at that position', () => {
    const items = [item({ resourceType: 'ec2' }), item({ resourceType: 's3' }), item({ resourceType: 'rds' })];
    expect(canRunSimulation([])).toBe(false);
    expect(canRunSimulation(items)).toBe(true);
    expect(removeItemAt(items, 1).map((entry) => entry.resourceType)).toEqual(['ec2', 'rds']);
    expect(removeItemAt(items, 5)).toEqual(items);
  });
});

describe('results panel', () => {
  it.each([
    [48.77568, 44.71104, 9.1], // 100% = the annual current cost: same as savingsPercentage
    [8048.15088, 1203.936, 55.7],
    [0, 100, 0],
    [100, 0, 0],
    [2400, 100, 100], // capped
  ])('annualSavingsBarWidth(%p, %p) = %p%', (annualSavings, currentMonthlyCost, width) => {
    expect(annualSavingsBarWidth(annualSavings, currentMonthlyCost)).toBe(width);
  });

  it.each([
    [44.71104, '$44.71'],
    [1203.936, '$1,203.94'],
    [0.0000002, '$0.00'],
  ])('formatCost(%p) = %s', (amount, text) => {
    expect(formatCost(amount)).toBe(text);
  });

  it.each([
    [9.1, '9.1%'],
    [0, '0.0%'],
    [55.7, '55.7%'],
  ])('formatSavingsPercentage(%p) = %s', (percentage, text) => {
    expect(formatSavingsPercentage(percentage)).toBe(text);
  });
});

describe('scenario in the URL', () => {
  const scenario: SimulatorItem[] = [
    item({ resourceType: 'ec2', quantity: 2, region: 'eu-west-1', reserved: true, size: 'medium' }),
    item({ resourceType: 's3', quantity: 500 }),
    item({ resourceType: 'rds', quantity: 1, region: 'ap-northeast-1', size: 'xlarge' }),
    item({ resourceType: 'lambda', quantity: 5_000_000, region: 'us-west-1' }),
  ];

  it('encodes compactly with URL-safe characters only', () => {
    const text = encodeScenario(scenario);
    expect(text).toBe('ec2.2.eu-west-1.1.medium_s3.500.us-east-1.0_rds.1.ap-northeast-1.0.xlarge_lambda.5000000.us-west-1.0');
    expect(encodeURIComponent(text)).toBe(text);
  });

  it('round-trips', () => {
    expect(decodeScenario(encodeScenario(scenario))).toEqual(scenario);
    expect(decodeScenario(encodeScenario([]))).toEqual([]);
  });

  it('drops a size on a type without sizes', () => {
    expect(decodeScenario('s3.10.us-east-1.0.large')).toEqual([item({ resourceType: 's3', quantity: 10 })]);
  });

  it.each([
    [''],
    ['   '],
    ['garbage'],
    ['%%%'],
    ['ec2'],
    ['ec2.0.us-east-1.0'],
    ['ec2.-1.us-east-1.0'],
    ['ec2.01.us-east-1.0'],
    ['ec2.1e3.us-east-1.0'],
    ['ec2.1.5.us-east-1.0'],
    ['ec2.1234567890123456.us-east-1.0'],
    ['ec2.1.mars-1.0'],
    ['ec2.1.us-east-1'],
    ['ec2.1.us-east-1.2'],
    ['ec2.1.us-east-1.1.huge'],
    ['ec2.1.us-east-1.1.small.extra'],
    ['gpu.1.us-east-1.0'],
    ['__proto__.1.us-east-1.0'],
    ['constructor'],
    ['____'],
  ])('ignores %p', (text) => {
    expect(decodeScenario(text)).toEqual([]);
  });

  it.each([[null], [undefined], [42], [{}], [['ec2.1.us-east-1.0']]])('never throws on %p', (value) => {
    expect(decodeScenario(value)).toEqual([]);
  });

  it('keeps the valid entries of a partly broken text', () => {
    expect(decodeScenario('ec2.1.us-east-1.0.small_bad_s3.5.eu-west-1.1__lambda.x.us-east-1.0')).toEqual([
      item({ resourceType: 'ec2', size: 'small' }),
      item({ resourceType: 's3', quantity: 5, region: 'eu-west-1', reserved: true }),
    ]);
  });

  it(`keeps at most ${MAX_SCENARIO_ITEMS} items`, () => {
    const text = Array.from({ length: MAX_SCENARIO_ITEMS + 10 }, () => 's3.1.us-east-1.0').join('_');
    expect(decodeScenario(text)).toHaveLength(MAX_SCENARIO_ITEMS);
  });
});
