import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from '../../../e2e/support/portal';

export type Checkout = {
  root: string;
  /** Rewrites a file of the checkout (path relative to its root), failing if `from` is not in it. */
  replace(file: string, from: string, to: string): void;
  /** Runs `npm run <script> -- <args>` in the checkout, as a team's CI job would; returns its output. */
  npm(script: 'release' | 'rollback', args: string[]): string;
  remove(): void;
};

// The release tool writes the site folder's state through the module that defines its format, which the server reads.
const SHARED = ['package.json', 'tsconfig.base.json', 'webpack', 'ci/release', 'api/src/site/release-state', 'api/src/site/site-json.ts', 'api/src/site/live-file.ts'];
const notBuildOutput = (source: string) => !/[/\\](dist|node_modules)$/.test(source);

/**
 * What a team's CI job has: the sources needed to build one package, in a folder of its own,
 * so a spec can change them without touching the working tree. node_modules is the real one,
 * symlinked. With `ownCopies`, those workspace packages are copied too and node_modules is a
 * folder of links where they resolve to the copies (for a remote built against another
 * version of a package the shell shares).
 */
export function checkout(pkg: string, ownCopies: string[] = []): Checkout {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), `checkout-${pkg}-`));
  for (const source of [...SHARED, pkg, ...ownCopies]) {
    fs.cpSync(path.join(repoRoot, source), path.join(root, source), { recursive: true, filter: notBuildOutput });
  }
  // npm refuses a workspace list naming folders that are not there.
  const manifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { workspaces: string[] };
  manifest.workspaces = [pkg, ...ownCopies];
  fs.writeFileSync(path.join(root, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  linkNodeModules(root, ownCopies);

  return {
    root,
    replace(file, from, to) {
      const absolute = path.join(root, file);
      const text = fs.readFileSync(absolute, 'utf8');
      if (!text.includes(from)) throw new Error(`${file} does not contain ${JSON.stringify(from)}`);
      fs.writeFileSync(absolute, text.replace(from, to));
    },
    npm: (script, args) => runScript(root, script, args),
    remove() {
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}

/** `npm run <script> -- <args>` in `cwd`; its output, or a failure showing it. */
export function runScript(cwd: string, script: string, args: string[]): string {
  const result = spawnSync('npm', ['run', '--silent', script, '--', ...args], { cwd, encoding: 'utf8' });
  const output = `${result.stdout}${result.stderr}`;
  if (result.status !== 0) throw new Error(`npm run ${script} ${args.join(' ')} failed:\n${output}`);
  return output;
}

function linkNodeModules(root: string, ownCopies: string[]): void {
  const real = path.join(repoRoot, 'node_modules');
  if (ownCopies.length === 0) {
    fs.symlinkSync(real, path.join(root, 'node_modules'));
    return;
  }
  const own = new Set(ownCopies.map((folder) => `@portal/${folder}`));
  for (const entry of fs.readdirSync(real)) {
    const scope = path.join(root, 'node_modules', entry);
    if (entry !== '@portal') {
      fs.mkdirSync(path.dirname(scope), { recursive: true });
      fs.symlinkSync(path.join(real, entry), scope);
      continue;
    }
    fs.mkdirSync(scope, { recursive: true });
    for (const name of fs.readdirSync(path.join(real, entry))) {
      const linked = own.has(`@portal/${name}`) ? path.join(root, name) : fs.realpathSync(path.join(real, entry, name));
      fs.symlinkSync(linked, path.join(scope, name));
    }
  }
}
