import { afterFirstPaint } from './afterFirstPaint';

let visibility: DocumentVisibilityState = 'visible';
let frames: FrameRequestCallback[] = [];

/** The browser's next frame: its animation-frame callbacks, then the paint. */
const paintFrame = () => {
  const due = frames;
  frames = [];
  for (const callback of due) callback(performance.now());
};

const hideTab = () => {
  visibility = 'hidden';
  document.dispatchEvent(new Event('visibilitychange'));
};

beforeEach(() => {
  jest.useFakeTimers();
  visibility = 'visible';
  frames = [];
  jest.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
});

afterEach(() => {
  jest.useRealTimers();
});

it('waits for the next frame to be painted, then starts in a task of its own', () => {
  const start = jest.fn();
  afterFirstPaint(start);
  jest.runOnlyPendingTimers();
  expect(start).not.toHaveBeenCalled();

  paintFrame();
  // Still inside the frame: the paint comes first.
  expect(start).not.toHaveBeenCalled();
  jest.runOnlyPendingTimers();
  expect(start).toHaveBeenCalledTimes(1);
});

it('starts at once in a hidden tab, which paints no frame', () => {
  visibility = 'hidden';
  const start = jest.fn();
  afterFirstPaint(start);
  expect(start).toHaveBeenCalledTimes(1);
});

it('starts when the tab is hidden before its frame, and only once', () => {
  const start = jest.fn();
  afterFirstPaint(start);
  hideTab();
  expect(start).toHaveBeenCalledTimes(1);

  paintFrame();
  jest.runOnlyPendingTimers();
  hideTab();
  expect(start).toHaveBeenCalledTimes(1);
});
