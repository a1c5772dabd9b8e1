// The bare baseline of `npm run bench:api`: node:http and a pg pool of the app's size, nothing
// else. Each route runs, one after another, the very statements the app sent for one request
// of it (captured from the app in the same run) and answers the last one's rows as JSON: what
// a server with no framework, no validation and no logging could do with the same SQL.
// Usage: node scripts/bench-bare-server.mjs <port> <database url> <routes.json>
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
import pg from 'pg';

const [port, databaseUrl, routesFile] = process.argv.slice(2);
/** @type {Record<string, { text: string, params: unknown[] }[]>} */
const routes = JSON.parse(readFileSync(routesFile, 'utf8'));
const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });

const server = createServer(async (req, res) => {
  const statements = routes[req.url ?? ''];
  if (!statements) {
    res.writeHead(404).end();
    return;
  }
  try {
    let rows = [];
    for (const { text, params } of statements) rows = (await pool.query(text, params)).rows;
    const body = JSON.stringify(rows);
    res.writeHead(200, { 'content-type': 'application/json' }).end(body);
  } catch (error) {
    res.writeHead(500).end(String(error));
  }
});
server.listen(Number(port), '127.0.0.1', () => process.send?.('listening'));
process.once('SIGTERM', () => {
  server.close();
  void pool.end();
});
