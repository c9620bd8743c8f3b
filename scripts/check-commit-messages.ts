// Commit messages since the convention began (CONTRIBUTING.md): a subject of at most 72 characters, a blank line,
// then a body saying why. Merge commits too. Run by `npm run lint`; where the history is missing (a shallow clone
// or an archive without .git) it says so and passes.
import { execFileSync } from 'node:child_process';

/** The last commit before the convention was checked; every commit after it is held to it. */
export const CONVENTION_STARTS_AFTER = 'cedcc7e8a87ca8da1023a3d1d320414a71028f03';
export const SUBJECT_MAX = 72;

export interface Commit {
  sha: string;
  subject: string;
  body: string;
}

export function problemsOf(commit: Commit): string[] {
  const problems: string[] = [];
  if (commit.subject.length > SUBJECT_MAX)
    problems.push(`subject is ${commit.subject.length} characters (at most ${SUBJECT_MAX})`);
  if (commit.body.trim() === '') problems.push('no body saying why');
  return problems;
}

export function commitsSince(since: string, cwd = process.cwd()): Commit[] | null {
  const git = (...args: string[]) => execFileSync('git', args, { cwd, encoding: 'utf8', stdio: 'pipe' });
  try {
    git('cat-file', '-e', `${since}^{commit}`);
  } catch {
    return null;
  }
  const log = git('log', '--format=%H%x00%s%x00%b%x1e', `${since}..HEAD`);
  return log
    .split('\x1e')
    .map((record) => record.replace(/^\n/, ''))
    .filter((record) => record.length > 0)
    .map((record) => {
      const [sha = '', subject = '', body = ''] = record.split('\x00');
      return { sha, subject, body };
    });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const commits = commitsSince(CONVENTION_STARTS_AFTER);
  if (commits === null) {
    console.log(`Commit messages not checked: ${CONVENTION_STARTS_AFTER.slice(0, 7)} is not in this history.`);
  } else {
    const bad = commits.flatMap((commit) =>
      problemsOf(commit).map((problem) => `  ${commit.sha.slice(0, 7)} ${commit.subject}\n      ${problem}`),
    );
    if (bad.length > 0) {
      console.error(`Commit messages that break CONTRIBUTING.md's convention:\n${bad.join('\n')}`);
      process.exit(1);
    }
    console.log(`${commits.length} commit messages keep to the convention.`);
  }
}
