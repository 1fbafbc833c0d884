import { aRecruiter, aStudent } from '@portal/shared-state/testing';
import { mayVisit } from './mayVisit';

describe('mayVisit', () => {
  it.each([
    ['anyone', [true, true, true]],
    ['guest', [true, false, false]],
    ['notRecruiter', [true, true, false]],
    ['student', [false, true, false]],
    ['recruiter', [false, false, true]],
    ['user', [false, true, true]],
  ] as const)('lets a visitor, a student, a recruiter see %s routes: %j', (access, expected) => {
    expect([null, aStudent(), aRecruiter()].map((user) => mayVisit(access, user))).toEqual(expected);
  });
});
