import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../../config';
import { useTestApp } from '../../testing/use-test-app';

/** Metrics that exist only on some nodes' configurations (the pool: PostgreSQL, not the embedded database). */
const POSTGRES_ONLY = new Set(['arcade_db_pool_connections', 'arcade_db_pool_max']);
const SUFFIXES = ['_bucket', '_count', '_sum'];

/** Every arcade_* metric name in a text (a prefix such as `arcade_process_*` is not a name). */
const namesIn = (text: string) =>
  new Set((text.match(/\barcade_[a-z0-9_]+/g) ?? []).filter((name) => !name.endsWith('_')));

describe('the dashboard and the alert rules name only metrics the api exposes', () => {
  const t = useTestApp();

  it.each(['ops/grafana-dashboard.json', 'ops/prometheus-alerts.yml', 'docs/operations.md'])(
    '%s',
    async (file) => {
      const exposed = await t.app.metrics.scrape();
      const known = new Set(
        [...exposed.matchAll(/^# TYPE (\S+) /gm)].flatMap(([, name]) => [
          name!,
          ...SUFFIXES.map((s) => name + s),
        ]),
      );
      const text = fs.readFileSync(path.join(REPO_ROOT, file), 'utf8');
      const unknown = [...namesIn(text)].filter((name) => !known.has(name) && !POSTGRES_ONLY.has(name));
      expect(unknown).toEqual([]);
      expect(namesIn(text).size).toBeGreaterThan(5);
    },
  );

  it('the dashboard is a Grafana dashboard whose panels all query Prometheus', () => {
    const dashboard = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'ops/grafana-dashboard.json'), 'utf8'));
    expect(dashboard.uid).toBe('lucky-arcade');
    expect(dashboard.panels.length).toBeGreaterThan(10);
    for (const panel of dashboard.panels)
      expect(panel.targets.every((q: { expr: string }) => q.expr)).toBe(true);
  });
});
