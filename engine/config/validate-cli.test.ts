import { execFile } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeConfigFiles } from '../../tests/fixtures/configs.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** `npm run validate <dir>` without npm's own output: the same command the script runs. */
function validate(dir: string): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile('npx', ['tsx', 'scripts/run.ts', 'scripts/validate.ts', dir], { cwd: root, timeout: 100_000 }, (error, stdout, stderr) => {
      resolve({ code: error ? Number((error as { code?: number }).code ?? 1) : 0, stdout, stderr });
    });
  });
}

describe('npm run validate (end to end)', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'pb-validate-'));
    await cp(path.join(root, 'page-configs'), dir, { recursive: true });
    await writeConfigFiles(dir, {
      'pages/teaomarama/bad.json': {
        uri: '/bad',
        layout: 'right-rail',
        sections: {
          main: [
            { type: 'no-such-block' },
            { type: 'html-box', customFields: { HTML: 42 } },
            { type: 'simple-list' },
            { type: 'results-list', customFields: { content: { contentService: 'story-feed-sections', contentConfigValues: {} } } },
            { type: 'results-list', customFields: { content: { contentService: 'story-feed-sections', contentConfigValues: { includeSections: '/news', feedSize: 'many' } } } },
          ],
          sidebar: [],
        },
      },
      'pages/teaomarama/broken.json': '{\n  "uri": "/broken/",\n  "layout": "right-rail"\n  "sections": {}\n}\n',
    });
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it.concurrent('a bad page (unknown block, wrong field type, missing required field, content query missing a param or with a wrong type, misspelt section) exits 1 with one `file  /json/pointer  message` line per mistake; a JSON syntax error as `file:line:column`', async () => {
    const { code, stdout, stderr } = await validate(dir);
    expect(code).toBe(1);
    const file = path.join(path.relative(root, dir), 'pages/teaomarama/bad.json');
    // Only this page's lines: the copied configs are the shipped ones, checked by the next test.
    const lines = stdout.trim().split('\n').filter((l) => l.startsWith(`${file}  `));
    expect(lines).toEqual(
      expect.arrayContaining([
        `${file}  /sections/main/0/type  unknown block type "no-such-block"`,
        `${file}  /sections/main/1/customFields/HTML  wrong type: must be string`,
        `${file}  /sections/main/2/customFields  missing required field "content"`,
        `${file}  /sections/main/3/customFields/content/contentConfigValues  missing required param "includeSections" of content source "story-feed-sections"`,
        `${file}  /sections/main/4/customFields/content/contentConfigValues/feedSize  param "feedSize" of content source "story-feed-sections" must be integer`,
        `${file}  /sections/sidebar  unknown section "sidebar" for layout "right-rail" (its sections: navigation, fullwidth1, main, rightTail, fullwidth2, footer)`,
      ]),
    );
    expect(lines).toHaveLength(6);
    const broken = path.join(path.relative(root, dir), 'pages/teaomarama/broken.json');
    expect(stdout).toContain(`${broken}:4:3  /  not valid JSON: Expected ',' or '}' after property value`);
    expect(stderr).toMatch(/\d+ error\(s\) in page configs/);
  }, 120_000); // a process that loads every block: slow on a loaded machine

  it.concurrent('the shipped page-configs are valid: exit 0, listing what each site adds to or overrides of the shared configs', async () => {
    const { code, stdout } = await validate('page-configs');
    expect(code).toBe(0);
    expect(stdout).toMatch(/^ok: \d+ site\(s\), \d+ page\(s\) and template\(s\) valid/m);
    // The sites share their templates and resolvers; only the main site's sponsored story pages are its own.
    expect(stdout).toContain('teaomarama: page-configs/templates/teaomarama/sponsored.json adds a template no other site shares');
    expect(stdout).toContain('teaomarama: page-configs/resolvers/teaomarama.json adds resolver "sponsored"');
  }, 120_000);
});
