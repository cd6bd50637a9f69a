import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { BootAnswers } from './boot-answers';
import { DataPictures, PICTURED_ANSWERS } from './data-pictures';

/**
 * A stand-in for scripts/prerender.mjs with its command line: it records what it was given and exits with the
 * code the test chose. (The real renderer on a real build is run by e2e/tests/prerender.spec.ts.)
 */
const SCRIPT = `
const fs = require('node:fs');
const path = require('node:path');
const at = process.argv.indexOf('--answers');
const given = JSON.parse(fs.readFileSync(process.argv[at + 1], 'utf8'));
const runs = path.join(process.env.DEPLOY_DIR, 'runs.jsonl');
fs.appendFileSync(runs, JSON.stringify({ given, shell: process.env.SHELL_DIR, secret: process.env.JWT_SECRET ?? null }) + '\\n');
fs.writeFileSync(path.join(process.env.DEPLOY_DIR, 'prerender-data.json'), '{}');
setTimeout(() => process.exit(Number(fs.readFileSync(path.join(process.env.DEPLOY_DIR, 'exit'), 'utf8'))), 50);
`;

describe('data pictures (issue 9): the api renders the pictures of the routes with boot answers', () => {
  let dir: string;
  let version: number;
  const runs = () =>
    fs.existsSync(path.join(dir, 'deploy', 'runs.jsonl'))
      ? fs
          .readFileSync(path.join(dir, 'deploy', 'runs.jsonl'), 'utf8')
          .trim()
          .split('\n')
          .map((l) => JSON.parse(l) as { given: { answers: unknown }; shell: string; secret: string | null })
      : [];
  const make = (script: string | null = path.join(dir, 'fake-prerender.cjs')) =>
    new DataPictures({
      deployDir: path.join(dir, 'deploy'),
      shellDir: path.join(dir, 'shell'),
      script,
      answers: new BootAnswers({ games: async () => ({ games: [`v${version}`] }) }, () => version * 10_000),
      log: pino({ level: 'silent' }),
    });

  const secretBefore = process.env.JWT_SECRET;
  beforeEach(() => {
    process.env.JWT_SECRET = 'not-for-the-renderer';
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arcade-data-pictures-'));
    fs.mkdirSync(path.join(dir, 'deploy'));
    fs.writeFileSync(path.join(dir, 'fake-prerender.cjs'), SCRIPT);
    fs.writeFileSync(path.join(dir, 'deploy', 'exit'), '0');
    version = 1;
  });
  afterEach(() => {
    if (secretBefore === undefined) delete process.env.JWT_SECRET;
    else process.env.JWT_SECRET = secretBefore;
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('the catalogue is what the pictured routes need', () => {
    expect(PICTURED_ANSWERS).toEqual(['games']);
  });

  it('runs the renderer with the current answers and folders, one render at a time', async () => {
    const pictures = make();
    pictures.refresh('k1');
    pictures.refresh('k1');
    pictures.refresh('k1');
    await pictures.idle();
    // one render: the pages that asked while it ran wanted the same one
    expect(runs()).toEqual([
      { given: { answers: { games: { games: ['v1'] } } }, shell: path.join(dir, 'shell'), secret: null },
    ]);
    // new answers: a new render; its file gone (another deploy step): made again
    version = 2;
    pictures.refresh('k1');
    await pictures.idle();
    expect(runs()[1]!.given).toEqual({ answers: { games: { games: ['v2'] } } });
    fs.rmSync(path.join(dir, 'deploy', 'prerender-data.json'));
    pictures.refresh('k1');
    await pictures.idle();
    expect(runs()).toHaveLength(3);
  });

  it('a render that failed is not run again for the same build and answers (other answers are)', async () => {
    fs.writeFileSync(path.join(dir, 'deploy', 'exit'), '1');
    const pictures = make();
    pictures.refresh('k1');
    await pictures.idle();
    pictures.refresh('k1');
    await pictures.idle();
    expect(runs()).toHaveLength(1);
    pictures.refresh('k2');
    await pictures.idle();
    version = 2;
    pictures.refresh('k2');
    await pictures.idle();
    expect(runs()).toHaveLength(3);
  });

  it('without a script nothing runs', async () => {
    const pictures = make(null);
    expect(pictures.enabled).toBe(false);
    pictures.refresh('k1');
    await pictures.idle();
    expect(runs()).toEqual([]);
  });
});
