import { answerOf } from './worker-protocol';

describe("a render's API answers, passed to its worker as text", () => {
  it('reach the screen as the objects the API sent', () => {
    const body = { success: true, job: { _id: '7', title: 'Frontend Developer', skills: ['React'], salary: null } };
    expect(answerOf({ status: 200, text: JSON.stringify(body) })).toEqual({ status: 200, body });
    expect(answerOf({ status: 404, text: '{"success":false,"message":"Job not found"}' })).toEqual({ status: 404, body: { success: false, message: 'Job not found' } });
  });

  it('reach it as their text when they are not JSON, as the browser client has them', () => {
    expect(answerOf({ status: 204, text: '' })).toEqual({ status: 204, body: '' });
    expect(answerOf({ status: 502, text: 'Bad Gateway' })).toEqual({ status: 502, body: 'Bad Gateway' });
  });
});
