import { slowDownMs } from './login-throttle';

describe('the slow-down of logins to an email that keeps failing', () => {
  it('starts at the threshold, doubles with each further failure and stops growing at 8 s', () => {
    expect([0, 4].map((failures) => slowDownMs(failures, 5))).toEqual([0, 0]);
    expect([5, 6, 7, 10].map((failures) => slowDownMs(failures, 5))).toEqual([250, 500, 1000, 8000]);
    expect(slowDownMs(1000, 5)).toBe(8000);
  });
});
