/**
 * A render worker: one site generation's shell server build, loaded once, rendering the
 * pages the API thread asks for. The screens' API calls go back to the API thread, which
 * answers them in-process (see send-as-visitor.ts). A release starts a new worker; this one is
 * terminated after its last render, so no module of an old release stays loaded.
 */
import { createRequire } from 'node:module';
import { parentPort, workerData } from 'node:worker_threads';
import type { ServerApiAnswer, ShellServerBuild } from '@portal/site/server-render';
import { answerOf, type FromWorker, type ToWorker, type WorkerSetup } from './worker-protocol';

const port = parentPort!;
const { shellEntry, serverEntries } = workerData as WorkerSetup;
const post = (message: FromWorker) => port.postMessage(message);

// Throws if the build cannot load: the worker then exits with the error and the pool falls back.
const { createRenderer } = createRequire(shellEntry)(shellEntry) as ShellServerBuild;
const renderer = createRenderer({ serverEntries });

const calls = new Map<number, (answer: ServerApiAnswer) => void>();
let nextCallId = 0;

port.on('message', (message: ToWorker) => {
  if (message.kind === 'answer') {
    calls.get(message.callId)?.(answerOf(message.answer));
    calls.delete(message.callId);
    return;
  }
  const { id, url, timeoutMs } = message;
  const send: Parameters<typeof renderer.render>[0]['send'] = (call) =>
    new Promise((resolve) => {
      const callId = nextCallId++;
      calls.set(callId, resolve);
      post({ kind: 'call', id, callId, call });
    });
  renderer.render({ url, send, timeoutMs }).then(
    (page) => post({ kind: 'rendered', id, page }),
    (error: unknown) => post({ kind: 'rendered', id, page: { ok: false, phase: 'render', error: String(error) } }),
  );
});
