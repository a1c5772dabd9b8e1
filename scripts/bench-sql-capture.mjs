// Preloaded into the app by `npm run bench:api` (node --import): records the statements the
// app sends to PostgreSQL between two SIGUSR2s, so the bare baseline server can run exactly
// those statements. Never loaded outside the benchmark.
import { appendFileSync } from 'node:fs';
import pg from 'pg';

const file = process.env.BENCH_SQL_CAPTURE;
if (file) {
  let capturing = false;
  process.on('SIGUSR2', () => {
    capturing = !capturing;
    appendFileSync(file, `${JSON.stringify({ capturing })}\n`);
  });
  const query = pg.Client.prototype.query;
  pg.Client.prototype.query = function capture(config, values, callback) {
    if (capturing) {
      const text = typeof config === 'string' ? config : config?.text;
      const params = Array.isArray(values) ? values : (config?.values ?? []);
      if (text) appendFileSync(file, `${JSON.stringify({ text, params })}\n`);
    }
    return query.call(this, config, values, callback);
  };
}
