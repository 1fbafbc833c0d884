// SSR spike: a worker thread's entry. Worker threads start from JavaScript, and the render
// code is the shell's TypeScript, run from source through tsx (a real build would compile it).
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/cjs/api';
import compileStyledComponents from './compile-styled-components.cjs';

// tsx applies a tsconfig's compiler options (the automatic JSX runtime) only to the files it
// includes: this one includes shared-ui's and shared-state's sources too.
process.env.TSX_TSCONFIG_PATH ??= fileURLToPath(new URL('./tsconfig.render.json', import.meta.url));
register();
compileStyledComponents();
createRequire(import.meta.url)('./render-worker.tsx');
