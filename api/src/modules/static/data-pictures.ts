import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { PRERENDER_DATA_FILE, ROUTES, answersDigest, type BootAnswerPath } from '@arcade/contracts';
import type { BootAnswers } from './boot-answers';

/** A render that takes longer than this is stopped (the deploy-time picture stays). */
const RENDER_TIMEOUT_MS = 90_000;
/** A render that failed is not tried again for the same shell, registry and answers for this long. */
const RETRY_AFTER_MS = 5 * 60_000;

/** Every boot answer some prerendered route needs, in a fixed order. */
export const PICTURED_ANSWERS: readonly BootAnswerPath[] = [
  ...new Set(ROUTES.filter((r) => r.prerender).flatMap((r) => r.answers ?? [])),
];

export interface DataPicturesOptions {
  deployDir: string;
  shellDir: string;
  /** scripts/prerender.mjs, or null: no data pictures are made. */
  script: string | null;
  answers: BootAnswers;
  log: FastifyBaseLogger;
}

/**
 * The pictures of the routes with boot answers (/, /games: the catalogue), made with the answers of the moment
 * (issue 9, LCP on /games): the deploy cannot make them, the answers are database data. When a page finds its
 * picture made with other answers (or for another build), it asks for new ones here; one render runs at a time,
 * in a child process (jsdom and the built bundles stay out of the api's memory), writing
 * DEPLOY_DIR/prerender-data.json, which the next pages read. Until then they show the deploy-time picture.
 */
export class DataPictures {
  private running = false;
  private again = false;
  private readonly failedAt = new Map<string, number>();
  /** The last render that succeeded: pages that asked while it ran need no second one. */
  private made: string | null = null;

  constructor(private readonly options: DataPicturesOptions) {}

  get enabled(): boolean {
    return this.options.script !== null && PICTURED_ANSWERS.length > 0;
  }

  /** Pictures for this shell build and registry (key) and today's answers; no-op while one is being made. */
  refresh(key: string): void {
    if (!this.enabled) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = true;
    void this.render(key)
      .catch((err: unknown) => this.options.log.warn({ err }, 'prerender (data): failed'))
      .finally(() => {
        this.running = false;
        if (this.again) {
          this.again = false;
          this.refresh(key);
        }
      });
  }

  /** Resolves when no render is running (tests). */
  async idle(): Promise<void> {
    while (this.running) await new Promise((r) => setTimeout(r, 20));
  }

  private async render(key: string): Promise<void> {
    const answers = await this.options.answers.for(PICTURED_ANSWERS);
    if (!answers) return;
    const job = `${key}|${answersDigest(PICTURED_ANSWERS, answers)}`;
    const failed = this.failedAt.get(job);
    if (failed !== undefined && Date.now() - failed < RETRY_AFTER_MS) return;
    const file = path.join(this.options.deployDir, PRERENDER_DATA_FILE);
    if (this.made === job && fs.existsSync(file)) return;
    const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'arcade-prerender-'));
    const answersFile = path.join(dir, 'answers.json');
    try {
      await fs.promises.writeFile(answersFile, JSON.stringify({ answers }));
      const ok = await this.run(answersFile);
      if (ok) {
        this.failedAt.delete(job);
        this.made = job;
      } else this.failedAt.set(job, Date.now());
    } finally {
      await fs.promises.rm(dir, { recursive: true, force: true });
    }
  }

  private run(answersFile: string): Promise<boolean> {
    const { script, deployDir, shellDir, log } = this.options;
    return new Promise((resolve) => {
      const child = spawn(process.execPath, [script!, '--answers', answersFile], {
        // The renderer needs its folders and nothing of the api's configuration (no secret reaches it).
        env: {
          PATH: process.env.PATH ?? '',
          HOME: process.env.HOME ?? '',
          TMPDIR: process.env.TMPDIR ?? os.tmpdir(),
          DEPLOY_DIR: deployDir,
          SHELL_DIR: shellDir,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let tail = '';
      const keep = (chunk: Buffer) => {
        tail = (tail + chunk.toString('utf8')).slice(-2000);
      };
      child.stdout.on('data', keep);
      child.stderr.on('data', keep);
      const timer = setTimeout(() => child.kill('SIGKILL'), RENDER_TIMEOUT_MS);
      child.on('error', (err) => {
        clearTimeout(timer);
        log.warn({ err }, 'prerender (data): could not start');
        resolve(false);
      });
      child.on('close', (code) => {
        clearTimeout(timer);
        const out = tail.trim().split('\n').slice(-3).join(' | ');
        if (code === 0) log.info({ out }, 'prerender (data): pictures made with the current answers');
        else log.warn({ code, out }, 'prerender (data): the render failed');
        resolve(code === 0);
      });
    });
  }
}
