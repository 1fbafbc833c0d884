import { normaliseSkill, skillMatch, skillMatcher } from './skills';

describe('normaliseSkill', () => {
  it.each([
    ['Node.js', 'nodejs'],
    ['nodejs', 'nodejs'],
    ['node js', 'nodejs'],
    ['NODE-JS', 'nodejs'],
    ['node_js', 'nodejs'],
    ['  React  ', 'react'],
    ['C++', 'c++'],
    ['C#', 'c#'],
    ['.NET', 'net'],
    ['ASP.NET Core', 'aspnetcore'],
    ['Machine Learning', 'machinelearning'],
  ])('%s is %s', (text, normalised) => {
    expect(normaliseSkill(text)).toBe(normalised);
  });
});

describe('a skill and a requirement', () => {
  it.each([
    // Spelt alike once normalised.
    ['Node.js', 'Node.js', true],
    ['Node.js', 'nodejs', true],
    ['nodejs', 'node js', true],
    ['node js', 'NODE.JS', true],
    ['React', 'react', true],
    // A whole word, or a run of whole words, of the requirement.
    ['React', '3 years of React', true],
    ['React', 'React, Redux', true],
    ['React', '(React)', true],
    ['Node.js', '5 years of Node JS experience', true],
    ['Node.js', 'Node.js/Express', true],
    ['Machine Learning', 'Applied machine-learning', true],
    ['SQL', 'SQL.', true],
    ['Java', 'JavaScript', false],
    ['JavaScript', 'Java', false],
    ['React', 'Reactive programming', false],
    ['Go', 'Google Cloud', false],
    ['SQL', 'PostgreSQL', false],
    // C, C++, C#, .NET.
    ['C++', 'C++', true],
    ['C++', 'Modern C/C++', true],
    ['C', 'C/C++', true],
    ['C', 'C++', false],
    ['C', 'C#', false],
    ['C++', 'C', false],
    ['C#', 'C# and .NET', true],
    ['C#', 'C', false],
    ['.NET', '.NET Core', true],
    ['.NET', 'ASP.NET', true],
    ['ASP.NET', 'ASP.NET MVC', true],
    ['.NET', 'Networking', false],
    // Skills written with other separators.
    ['CI/CD', 'CI/CD pipelines', true],
    ['React', 'React+Redux', true],
    // Beyond English.
    ['Übersetzung', 'Fachübersetzung', false],
    ['Übersetzung', 'Technische Übersetzung', true],
  ])('%s in "%s": %s', (skill, requirement, matches) => {
    expect(skillMatch([skill], [requirement])?.matched).toEqual(matches ? [requirement] : []);
  });

  it('never matches a skill that is only separators', () => {
    expect(skillMatch(['-', ' . '], ['-', 'Node.js'])).toEqual({ score: 0, matched: [], missing: ['-', 'Node.js'] });
  });
});

describe('skillMatcher', () => {
  it('splits the requirements into those the student has and lacks, as written, with the rounded share', () => {
    const match = skillMatcher(['react', 'Node.js', 'SQL']);
    expect(match(['React', 'TypeScript', 'node js'])).toEqual({ score: 67, matched: ['React', 'node js'], missing: ['TypeScript'] });
    expect(match(['React', 'TypeScript', 'Go'])).toEqual({ score: 33, matched: ['React'], missing: ['TypeScript', 'Go'] });
    expect(match(['React', 'SQL', 'Go', 'Rust'])).toEqual({ score: 50, matched: ['React', 'SQL'], missing: ['Go', 'Rust'] });
    expect(match(['SQL', 'Go', 'Rust', 'Kotlin', 'Swift', 'Dart', 'Elm', 'Zig'])).toEqual({
      score: 13,
      matched: ['SQL'],
      missing: ['Go', 'Rust', 'Kotlin', 'Swift', 'Dart', 'Elm', 'Zig'],
    });
  });

  it('is null for a job without requirements, and 0 for a student without skills', () => {
    expect(skillMatcher(['React'])([])).toBeNull();
    expect(skillMatcher([])(['React', 'Go'])).toEqual({ score: 0, matched: [], missing: ['React', 'Go'] });
  });

  it('is 100 when every requirement is met', () => {
    expect(skillMatch(['React', 'TypeScript'], ['React', 'TypeScript'])).toEqual({ score: 100, matched: ['React', 'TypeScript'], missing: [] });
  });
});
