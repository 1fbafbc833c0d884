// SSR spike: builds with the repo's own webpack configs, into scratch folders (never dist/).
import { createRequire } from 'node:module';
import path from 'node:path';
import webpack, { type Configuration } from 'webpack';

export type SourcePatch = { file: string; search: string; replace: string };
type ConfigFactory = (env: unknown, argv: { mode: string }) => Configuration;

export const REPO = path.resolve(__dirname, '../../../..');
const requireHere = createRequire(__filename);

async function run(config: Configuration): Promise<number> {
  const started = performance.now();
  const compiler = webpack(config);
  await new Promise<void>((resolve, reject) =>
    compiler.run((error, stats) =>
      compiler.close(() => {
        if (error) return reject(error);
        if (stats?.hasErrors()) return reject(new Error(stats.toString({ all: false, errors: true })));
        resolve();
      }),
    ),
  );
  return performance.now() - started;
}

/**
 * mfe-student's server build (its webpack.server.config.js, what `npm run build:server -w
 * mfe-student` runs) into `outputDir`, with source patches standing for a change its team would
 * make (the spike's variants), applied as the files are read: the sources are not touched.
 */
export function buildStudentServer(outputDir: string, patches: SourcePatch[] = []): Promise<number> {
  const config = (requireHere(path.join(REPO, 'mfe-student/webpack.server.config.js')) as ConfigFactory)({}, { mode: 'production' });
  config.output = { ...config.output, path: outputDir };
  config.module!.rules!.push({ test: /\.tsx?$/, enforce: 'pre', loader: path.join(__dirname, 'patch-loader.cjs'), options: { patches } });
  return run(config);
}

/**
 * An app's browser build, exactly as `npm run build` makes it, only emitted into `outputDir`;
 * optionally with source patches, or another entry (the shell's config around the spike's client).
 */
export function buildBrowser(pkg: 'shell' | 'mfe-student', outputDir: string, { patches = [], entry }: { patches?: SourcePatch[]; entry?: string } = {}): Promise<number> {
  const config = (requireHere(path.join(REPO, pkg, 'webpack.config.js')) as ConfigFactory)({}, { mode: 'production' });
  config.output = { ...config.output, path: outputDir };
  if (entry) config.entry = { main: entry };
  if (patches.length > 0) config.module!.rules!.push({ test: /\.tsx?$/, enforce: 'pre', loader: path.join(__dirname, 'patch-loader.cjs'), options: { patches } });
  return run(config);
}
