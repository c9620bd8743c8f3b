import { execFileSync } from 'node:child_process';
import { mkdtempSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commitsSince, problemsOf } from './check-commit-messages.ts';

let repo: string;
const git = (...args: string[]) =>
  execFileSync('git', args, {
    cwd: repo,
    encoding: 'utf8',
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: 'T',
      GIT_AUTHOR_EMAIL: 't@example.com',
      GIT_COMMITTER_NAME: 'T',
      GIT_COMMITTER_EMAIL: 't@example.com',
    },
  }).trim();
const commit = (message: string) => git('commit', '--allow-empty', '-q', '-m', message);

beforeAll(() => {
  repo = realpathSync(mkdtempSync(path.join(tmpdir(), 'commits-')));
  git('init', '-q');
  commit('Start\n\nThe commit before the convention.');
});
afterAll(() => rmSync(repo, { recursive: true, force: true }));

describe('the commit message check', () => {
  it('reads the commits after a given one, with their bodies', () => {
    const start = git('rev-parse', 'HEAD');
    commit('Cart tests share one fixture cart\n\nThey built the same five lines by hand.');
    commit(`${'A subject that goes on and on '.repeat(3)}\n\nWhy.`);
    commit('No body here');
    const commits = commitsSince(start, repo)!;
    expect(commits.map((c) => c.subject)).toEqual([
      'No body here',
      'A subject that goes on and on A subject that goes on and on A subject that goes on and on',
      'Cart tests share one fixture cart',
    ]);
    expect(commits.map(problemsOf)).toEqual([['no body saying why'], ['subject is 89 characters (at most 72)'], []]);
  });

  it('says the history is missing instead of failing', () => {
    expect(commitsSince('0123456789012345678901234567890123456789', repo)).toBeNull();
  });
});
