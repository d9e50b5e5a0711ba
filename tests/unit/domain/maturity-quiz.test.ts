// SPEC §3 "Quiz question", §4 "Quiz" and "Maturity levels", §9 "Maturity quiz".
import {
  MATURITY_BANDS,
  QUIZ_BENCHMARKS,
  QUIZ_CATEGORIES,
  QUIZ_LENGTH,
  QUIZ_MAX_SCORE,
  QUIZ_QUESTIONS,
  QUIZ_RECOMMENDATIONS,
  answerFor,
  canProceed,
  isFirstQuestion,
  isLastQuestion,
  maturityLevel,
  progressPercent,
  recommendationsFor,
  recordAnswer,
  scoreQuiz,
  type QuizAnswer,
} from '../../../web/src/domain/maturity-quiz';

/** One answer per question, values in question order. */
const answersOf = (...values: number[]): QuizAnswer[] => values.map((value, index) => ({ questionId: index + 1, value }));

describe('questions', () => {
  it('8 questions, each 1-5, max 40', () => {
    expect(QUIZ_LENGTH).toBe(8);
    expect(QUIZ_QUESTIONS).toHaveLength(8);
    expect(QUIZ_MAX_SCORE).toBe(40);
  });

  it.each([
    [1, 'Visibility & Allocation'],
    [2, 'Optimization'],
    [3, 'Governance'],
    [4, 'Forecasting'],
    [5, 'Decision Making'],
    [6, 'Tools & Automation'],
    [7, 'Culture & Collaboration'],
    [8, 'Metrics & Reporting'],
  ])('question %p: %s, five options valued 1 to 5', (id, category) => {
    expect(QUIZ_CATEGORIES[id - 1]).toBe(category);
    const question = QUIZ_QUESTIONS[id - 1];
    expect(question).toMatchObject({ id, category });
    expect(question.question).toMatch(/\?$/);
    expect(question.options.map((option) => option.value)).toEqual([1, 2, 3, 4, 5]);
    expect(new Set(question.options.map((option) => option.label)).size).toBe(5);
    question.options.forEach((option) => expect(option.label.length).toBeGreaterThan(10));
  });

  it('benchmarks: industry average 22, top performers 35, similar companies 19', () => {
    expect(QUIZ_BENCHMARKS).toEqual({ industryAverage: 22, topPerformers: 35, similarCompanies: 19 });
  });
});

describe('maturityLevel by total score', () => {
  it.each([
    [8, 'Crawl'],
    [16, 'Crawl'],
    [17, 'Walk'],
    [24, 'Walk'],
    [25, 'Run'],
    [32, 'Run'],
    [33, 'Fly'],
    [40, 'Fly'],
    // out of range falls back to Crawl
    [0, 'Crawl'],
    [7, 'Crawl'],
    [41, 'Crawl'],
    [-5, 'Crawl'],
    [16.5, 'Crawl'],
    [Number.NaN, 'Crawl'],
  ])('%p -> %s', (score, level) => {
    expect(maturityLevel(score)).toBe(level);
  });

  it.each([
    ['Crawl', /early adoption/i, /basic visibility/i, /limited optimization/i],
    ['Walk', /developing capabilities/i],
    ['Run', /established practice/i],
    ['Fly', /advanced/i],
  ])('%s description', (level, ...patterns) => {
    const band = MATURITY_BANDS.find((candidate) => candidate.level === level);
    patterns.forEach((pattern) => expect(band?.description).toMatch(pattern));
  });
});

describe('recommendationsFor: five per list, chosen by total score', () => {
  it.each([
    [0, 'Crawl'],
    [8, 'Crawl'],
    [16, 'Crawl'], // at most 16
    [17, 'Walk'],
    [24, 'Walk'], // 17-24
    [25, 'Run'],
    [32, 'Run'], // 25-32
    [33, 'Fly'],
    [40, 'Fly'],
    [41, 'Fly'], // above 32
  ] as const)('%p -> the %s list', (score, list) => {
    expect(recommendationsFor(score)).toEqual(QUIZ_RECOMMENDATIONS[list]);
  });

  it('each list has five distinct recommendations, none repeated across lists', () => {
    const all = Object.values(QUIZ_RECOMMENDATIONS).flat();
    Object.values(QUIZ_RECOMMENDATIONS).forEach((list) => expect(list).toHaveLength(5));
    expect(new Set(all).size).toBe(20);
  });
});

describe('scoreQuiz', () => {
  it('all lowest answers: 8, Crawl', () => {
    const result = scoreQuiz(answersOf(1, 1, 1, 1, 1, 1, 1, 1));
    expect(result).toMatchObject({ score: 8, maxScore: 40, level: 'Crawl' });
    expect(result.description).toBe(MATURITY_BANDS[0].description);
    expect(result.recommendations).toEqual(QUIZ_RECOMMENDATIONS.Crawl);
  });

  it('all highest answers: 40, Fly', () => {
    expect(scoreQuiz(answersOf(5, 5, 5, 5, 5, 5, 5, 5))).toMatchObject({ score: 40, level: 'Fly' });
  });

  it.each([
    [[2, 2, 2, 2, 2, 2, 2, 2], 16, 'Crawl'],
    [[3, 2, 2, 2, 2, 2, 2, 2], 17, 'Walk'],
    [[3, 3, 3, 3, 3, 3, 3, 3], 24, 'Walk'],
    [[4, 3, 3, 3, 3, 3, 3, 3], 25, 'Run'],
    [[4, 4, 4, 4, 4, 4, 4, 4], 32, 'Run'],
    [[5, 4, 4, 4, 4, 4, 4, 4], 33, 'Fly'],
  ])('answers %p -> %p, %s', (values, score, level) => {
    expect(scoreQuiz(answersOf(...values))).toMatchObject({ score, level });
  });

  it('a score per category, out of 5, in category order', () => {
    expect(scoreQuiz(answersOf(5, 4, 3, 2, 1, 2, 3, 4)).categoryScores).toEqual([
      { category: 'Visibility & Allocation', score: 5, max: 5 },
      { category: 'Optimization', score: 4, max: 5 },
      { category: 'Governance', score: 3, max: 5 },
      { category: 'Forecasting', score: 2, max: 5 },
      { category: 'Decision Making', score: 1, max: 5 },
      { category: 'Tools & Automation', score: 2, max: 5 },
      { category: 'Culture & Collaboration', score: 3, max: 5 },
      { category: 'Metrics & Reporting', score: 4, max: 5 },
    ]);
  });

  it('ignores unknown questions and values outside 1-5; the last answer to a question wins', () => {
    const answers: QuizAnswer[] = [
      ...answersOf(3, 3, 3, 3, 3, 3, 3, 3),
      { questionId: 9, value: 5 },
      { questionId: 1, value: 6 },
      { questionId: 2, value: 0 },
      { questionId: 3, value: 2.5 },
      { questionId: 4, value: 5 },
    ];
    expect(scoreQuiz(answers)).toMatchObject({ score: 26, level: 'Run' });
  });

  it('an incomplete quiz below 8 falls back to Crawl, unanswered categories score 0', () => {
    const result = scoreQuiz([{ questionId: 1, value: 3 }]);
    expect(result).toMatchObject({ score: 3, level: 'Crawl' });
    expect(result.categoryScores[1]).toEqual({ category: 'Optimization', score: 0, max: 5 });
    expect(scoreQuiz([])).toMatchObject({ score: 0, level: 'Crawl' });
  });
});

describe('quiz steps', () => {
  it.each([
    [0, 12.5],
    [1, 25],
    [3, 50],
    [7, 100],
  ])('progress at index %p: %p%', (index, percent) => {
    expect(progressPercent(index)).toBe(percent);
  });

  it('Next is enabled only once the current question has an answer', () => {
    const answers = answersOf(4, 2);
    expect(canProceed(answers, 1)).toBe(true);
    expect(canProceed(answers, 2)).toBe(true);
    expect(canProceed(answers, 3)).toBe(false);
    expect(canProceed([], 1)).toBe(false);
  });

  it('earlier answers are kept and replaced one question at a time', () => {
    let answers = recordAnswer([], 1, 2);
    answers = recordAnswer(answers, 2, 5);
    answers = recordAnswer(answers, 1, 4);
    expect(answerFor(answers, 1)).toBe(4);
    expect(answerFor(answers, 2)).toBe(5);
    expect(answerFor(answers, 3)).toBeUndefined();
    expect(answers).toHaveLength(2);
  });

  it.each([
    [0, true, false],
    [1, false, false],
    [7, false, true],
  ])('index %p: first %p, last (Complete Assessment) %p', (index, first, last) => {
    expect(isFirstQuestion(index)).toBe(first);
    expect(isLastQuestion(index)).toBe(last);
  });
});
