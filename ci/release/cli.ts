/**
 * `npm run release -- <package> [--target DIR] [--skip-tests]`: builds the package, runs its
 * tests, publishes the build into the deploy target as a new version and makes it live.
 * `npm run release -- <remote> --canary <percent> [--again] [thresholds]`: the same build for a
 * share of visitors only; `--promote` makes the running canary live for everyone.
 * `npm run rollback -- <package> [--to VERSION] [--target DIR]`: ends a running canary, or else
 * makes an earlier release live again.
 * The deploy target defaults to the site `npm start` serves, $DATA_DIR/site.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { appNamed } from './apps';
import { canaryKey, parsePercent, parseThresholds, promoteCanary, releaseCanary, THRESHOLD_FLAG_NAMES } from './canary';
import { releaseBuild, rollBack } from './release';

// This checkout's root: a release builds the sources beside this file, wherever they are.
const root = path.resolve(__dirname, '../..');

const USAGE = [
  'usage: release <package> [--target DIR] [--skip-tests]',
  '       release <remote> --canary <1-99> [--again] [--max-error-rate-increase POINTS] [--min-views N] [--max-lcp-increase PERCENT] [--target DIR] [--skip-tests]',
  '       release <remote> --promote [--target DIR]',
  '       rollback <package> [--to VERSION] [--target DIR]',
].join('\n');

function npm(args: string[]): void {
  console.log(`$ npm ${args.join(' ')}`);
  const result = spawnSync('npm', args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`npm ${args.join(' ')} failed`);
}

/** Refuses a flag that the command given does not take, naming the one that does. */
function only(allowed: boolean, flag: string, where: string): void {
  if (!allowed) throw new Error(`--${flag} is for ${where} only`);
}

function main(argv: string[]): void {
  const [command, ...rest] = argv;
  const { values, positionals } = parseArgs({
    args: rest,
    allowPositionals: true,
    options: {
      target: { type: 'string' },
      to: { type: 'string' },
      'skip-tests': { type: 'boolean' },
      canary: { type: 'string' },
      again: { type: 'boolean' },
      promote: { type: 'boolean' },
      'max-error-rate-increase': { type: 'string' },
      'min-views': { type: 'string' },
      'max-lcp-increase': { type: 'string' },
    },
  });
  const [pkg] = positionals;
  if (!pkg || positionals.length > 1 || (command !== 'release' && command !== 'rollback')) throw new Error(USAGE);
  const app = appNamed(pkg);
  // --target is read against the folder npm was run from, DATA_DIR against the root as `npm start` does.
  const target = values.target
    ? path.resolve(process.env.INIT_CWD ?? process.cwd(), values.target)
    : path.join(path.resolve(root, process.env.DATA_DIR ?? 'data'), 'site');
  const canary = values.canary !== undefined;
  const canaryFlags = (['again', ...THRESHOLD_FLAG_NAMES] as const).filter((flag) => values[flag] !== undefined);

  if (command === 'rollback') {
    for (const flag of ['skip-tests', 'canary', 'promote', ...canaryFlags] as const) only(values[flag] === undefined, flag, 'release');
    const result = rollBack(app, target, values.to);
    if (result.ended === 'canary') console.log(`${pkg}: ended the canary ${result.version}; every visitor gets the live version on the next page (${target})`);
    else console.log(`${pkg}: rolled back from ${result.from} to ${result.to} in ${target}`);
    return;
  }
  only(values.to === undefined, 'to', 'rollback');
  for (const flag of canaryFlags) only(canary, flag, 'release --canary');

  if (values.promote) {
    only(!canary, 'canary', 'release without --promote');
    const { version, from } = promoteCanary(app, target);
    console.log(`${pkg}: the canary ${version} is live for everyone (was ${from}) in ${target}`);
    return;
  }
  // Every refusal the arguments alone decide comes before the build.
  const options = canary ? { percent: parsePercent(values.canary!), thresholds: parseThresholds(values), again: values.again } : null;
  // The shell takes no canary: refused here rather than after its build.
  if (options) canaryKey(app);
  npm(['run', 'build', '--workspace', pkg]);
  // Only the release end-to-end specs skip them: their CI job has run the package's tests already.
  if (!values['skip-tests']) npm(['test', '--workspace', pkg]);
  if (options) {
    const { version, percent, previousPercent } = releaseCanary(app, path.join(root, pkg), target, options);
    const share = previousPercent === null ? `${percent}%` : `${previousPercent}% → ${percent}%`;
    console.log(`${pkg}: ${version} is the canary for ${share} of visitors in ${target}; the live version stays for the rest`);
    return;
  }
  const version = releaseBuild(app, path.join(root, pkg), target);
  console.log(`${pkg}: ${version} is live in ${target}`);
}

try {
  main(process.argv.slice(2));
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
