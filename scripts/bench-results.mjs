// The benches' shared ends (issue 36): the machine's state each prints first, and the section of
// bench/results.md each one owns. A bench's latest run sits between its own markers and replaces
// the previous one there; everything outside the markers (the other benches' sections, the runs
// recorded by hand or before the markers existed) stays as it is.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './build-state.mjs';

/** CPU model, cores, Node and the load average: the figures of a run hold for this state only. */
export const machineState = () =>
  `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, Node ${process.version}, load average ${os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' / ')} (1 / 5 / 15 min)`;

/** The middle value of `values` (the upper one of an even count), as every bench reports its runs. */
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** CPU time (ms) a process has used so far, from /proc (Linux): user + system, in 10 ms ticks. */
export function processCpuMs(pid) {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * Writes `lines` as the section of bench/results.md owned by `name` (e.g. `npm run bench:scale`):
 * in place of its previous section when its markers are there, otherwise after the last bench's
 * section (the latest runs stay together at the top), otherwise before the first `## ` heading.
 * Returns the file's path relative to the repository.
 */
export function writeResultsSection(name, lines) {
  const file = path.join(ROOT, 'bench/results.md');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const start = `<!-- ${name}: start -->`;
  const end = `<!-- ${name}: end -->`;
  const section = `${start}\n${lines.join('\n').replace(/^\n+/, '').trimEnd()}\n${end}`;
  const previous = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '# Benchmark results\n';
  const at = previous.indexOf(start);
  const stop = previous.indexOf(end);
  let next;
  if (at !== -1 && stop > at) next = previous.slice(0, at) + section + previous.slice(stop + end.length);
  else {
    const ends = [...previous.matchAll(/<!-- [^\n]*: end -->\n/g)];
    const heading = previous.search(/^## /m);
    const insertAt = ends.length ? ends.at(-1).index + ends.at(-1)[0].length : heading;
    next =
      insertAt === -1
        ? `${previous.trimEnd()}\n\n${section}\n`
        : `${previous.slice(0, insertAt).trimEnd()}\n\n${section}\n\n${previous.slice(insertAt).trimStart()}`;
  }
  fs.writeFileSync(file, next);
  return path.relative(ROOT, file);
}
