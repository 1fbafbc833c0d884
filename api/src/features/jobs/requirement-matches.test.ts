import fc from 'fast-check';
import { readRequirement, skillMatcher } from '@portal/contract';
import { RequirementMatches } from './requirement-matches';

// Spellings that meet, nearly meet, or only look alike (see the table in contract/src/skills.test.ts), and symbols only a whole requirement matches.
const SKILLS = ['React', 'react', 'Node.js', 'nodejs', 'node js', 'C', 'C++', 'C#', '.NET', 'ASP.NET', 'Java', 'JavaScript', 'SQL', 'Go', 'CI/CD', 'Machine Learning', 'Production', 'hands-on experience', 'x y z', '-', '', '&', '+'];
// Long requirements (more words than are indexed) are matched for each student instead.
const LONG = ['Five or more years of hands-on experience with React and Node.js in production', Array.from('abcdefghijklmnopqrstuvwxyz').join(' ') + ' C++'];
const REQUIREMENTS = [...SKILLS, ...LONG, '3 years of React', 'React, Redux', 'React+Redux', 'Node JS experience', 'Modern C/C++', 'C# and .NET', 'PostgreSQL', 'Google Cloud', 'Applied machine-learning', 'Reactive programming', 'C/C++'];

const jobs = fc.array(fc.array(fc.constantFrom(...REQUIREMENTS), { maxLength: 6 }), { maxLength: 12 });
const students = fc.array(fc.array(fc.constantFrom(...SKILLS), { maxLength: 5 }), { minLength: 1, maxLength: 4 });

describe('RequirementMatches', () => {
  it('counts the requirements each job meets as skillMatcher does, for the first student and every one after (indexed)', () => {
    fc.assert(
      fc.property(jobs, students, (requirements, skillsOfStudents) => {
        const matches = new RequirementMatches(requirements.map((list) => list.map(readRequirement)));
        for (const skills of skillsOfStudents) {
          const expected = requirements.map((list) => skillMatcher(skills)(list)?.matched.length ?? 0);
          expect([...matches.counts(skills)]).toEqual(expected);
        }
      }),
    );
  });
});
