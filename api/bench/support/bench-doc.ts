import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const DOC = path.resolve(__dirname, '../../../docs/benchmarks.md');

export function machine(): string {
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  return `${os.cpus().length} × ${cpu}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${os.platform()} ${os.release()}`;
}

/**
 * Replaces one generated section of docs/benchmarks.md (between its markers), so every
 * figure there comes from the command that measured it, never from a hand.
 */
export function writeSection(name: string, markdown: string): void {
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const current = fs.existsSync(DOC) ? fs.readFileSync(DOC, 'utf8') : '# Benchmarks\n';
  const block = `${start}\n${markdown.trim()}\n${end}`;
  const next = current.includes(start)
    ? current.slice(0, current.indexOf(start)) + block + current.slice(current.indexOf(end) + end.length)
    : `${current.trimEnd()}\n\n${block}\n`;
  fs.writeFileSync(DOC, next);
}
