import { SSR_STATE_ELEMENT_ID } from '@portal/site/server-render';
import { serverAnswersInPage } from './serverAnswers';

const pageWith = (blockText: string) => {
  document.body.innerHTML = `<div id="root"></div><script type="application/json" id="${SSR_STATE_ELEMENT_ID}"></script>`;
  document.getElementById(SSR_STATE_ELEMENT_ID)!.textContent = blockText;
};

describe('serverAnswersInPage', () => {
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => document.body.replaceChildren());

  it('is undefined, without a word, on a page the server did not render', () => {
    document.body.innerHTML = '<div id="root"></div>';
    expect(serverAnswersInPage()).toBeUndefined();
    expect(console.error).not.toHaveBeenCalled();
  });

  it("reads the answers the page's screen was rendered from", () => {
    const answers = [
      { endpointName: 'job', arg: '100', value: { success: true, job: { _id: '100' } } },
      // An endpoint without an argument: JSON has no undefined, so the server's `arg` is gone.
      { endpointName: 'companies', value: { success: true, companies: [] } },
    ];
    pageWith(JSON.stringify(answers));
    expect(serverAnswersInPage()).toEqual(answers);
  });

  it.each([
    ['not JSON', '[{"endpointName": "job",'],
    ['empty', ''],
    ['not a list', JSON.stringify({ endpointName: 'job', arg: '1', value: {} })],
    ['an entry without endpoint', JSON.stringify([{ arg: '1', value: {} }])],
    ['an entry without value', JSON.stringify([{ endpointName: 'job', arg: '1' }])],
    ['an endpoint this shell does not have', JSON.stringify([{ endpointName: 'jobFromTheFuture', arg: '1', value: {} }])],
    ["an object's own key", JSON.stringify([{ endpointName: 'constructor', arg: '1', value: {} }])],
  ])('is undefined when the block is %s, and says so on the console', (_what, text) => {
    pageWith(text);
    expect(serverAnswersInPage()).toBeUndefined();
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining(`#${SSR_STATE_ELEMENT_ID}`));
  });
});
