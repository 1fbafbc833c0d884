/**
 * `npm run release -- <package> [--target DIR] [--skip-tests]`: builds the package, runs its
 * tests, publishes the build into the deploy target as a new version and makes it live.
 * `npm run rollback -- <package> [--to VERSION] [--target DIR]`: makes an earlier one live again.
 * The deploy target defaults to the site `npm start` serves, $DATA_DIR/site.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { appNamed } from './apps';
import { releaseBuild, rollBack } from './release';

// This checkout's root: a release builds the sources beside this file, wherever they are.
const root = path.resolve(__dirname, '../..');

function npm(args: string[]): void {
  console.log(`$ npm ${args.join(' ')}`);
  const result = spawnSync('npm', args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`npm ${args.join(' ')} failed`);
}

function main(argv: string[]): void {
  const [command, ...rest] = argv;
  const { values, positionals } = parseArgs({
    args: rest,
    allowPositionals: true,
    options: { target: { type: 'string' }, to: { type: 'string' }, 'skip-tests': { type: 'boolean' } },
  });
  const [pkg] = positionals;
  if (!pkg || positionals.length > 1 || (command !== 'release' && command !== 'rollback')) {
    throw new Error('usage: release <package> [--target DIR] [--skip-tests] | rollback <package> [--to VERSION] [--target DIR]');
  }
  const app = appNamed(pkg);
  // --target is read against the folder npm was run from, DATA_DIR against the root as `npm start` does.
  const target = values.target
    ? path.resolve(process.env.INIT_CWD ?? process.cwd(), values.target)
    : path.join(path.resolve(root, process.env.DATA_DIR ?? 'data'), 'site');

  if (command === 'rollback') {
    if (values['skip-tests']) throw new Error('--skip-tests is for release only');
    const { from, to } = rollBack(app, target, values.to);
    console.log(`${pkg}: rolled back from ${from} to ${to} in ${target}`);
    return;
  }
  if (values.to) throw new Error('--to is for rollback only');
  npm(['run', 'build', '--workspace', pkg]);
  // Only the release end-to-end specs skip them: their CI job has run the package's tests already.
  if (!values['skip-tests']) npm(['test', '--workspace', pkg]);
  const version = releaseBuild(app, path.join(root, pkg), target);
  console.log(`${pkg}: ${version} is live in ${target}`);
}

try {
  main(process.argv.slice(2));
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
