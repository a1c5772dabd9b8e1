// The production configuration the cluster test runs its instances with, as the README's
// production recipe: NODE_ENV=production and every setting the production verdict requires,
// with local values only. Mail goes to an SMTP stand-in here and every register's base URL to a
// local sink that counts what reaches it, so nothing leaves this machine.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { SMTPServer } from 'smtp-server';
import { root } from './lib.mjs';

const listen = (server) =>
  new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server.address().port)));

/** An SMTP server that accepts every mail and counts it (the recipe's SMTP_URL). */
async function smtpStandIn() {
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      stream.resume();
      stream.on('end', () => {
        smtp.delivered += 1;
        callback();
      });
    },
  });
  smtp.delivered = 0;
  const port = await listen(smtp.server);
  return { smtp, url: `smtp://127.0.0.1:${port}` };
}

/** Stands in for ABN Lookup and the licence registers: answers 503, counts the calls. */
async function registerSink() {
  const sink = createServer((req, res) => {
    sink.calls += 1;
    req.resume();
    res.writeHead(503).end();
  });
  sink.calls = 0;
  const port = await listen(sink);
  return { sink, url: `http://127.0.0.1:${port}` };
}

/**
 * The instances' environment for NODE_ENV=production, its stand-ins started; `check()` runs
 * the built server's `--check-config` on it, so the run proves the verdict accepts it.
 */
export async function productionSetting({ sessionSecret }) {
  const { smtp, url: smtpUrl } = await smtpStandIn();
  const { sink, url: registers } = await registerSink();
  const env = {
    NODE_ENV: 'production',
    SESSION_SECRET: sessionSecret,
    // Behind a TLS-terminating proxy in the recipe; only links in mails use it.
    APP_URL: 'https://tradiehub.cluster.test',
    SMTP_URL: smtpUrl,
    MAIL_FROM: 'Tradiehub <no-reply@tradiehub.cluster.test>',
    // The sandbox gateway on purpose (no live Stripe key here), as the verdict allows.
    PAYMENTS_SANDBOX: 'allow',
    METRICS_TOKEN: randomBytes(24).toString('hex'),
    ID_DOCUMENT_KEY: randomBytes(32).toString('base64'),
    ABR_GUID: '00000000-0000-4000-8000-00000000c1a5',
    ABR_BASE_URL: registers,
    NSW_TRADES_API_KEY: 'cluster-nsw-key',
    NSW_TRADES_API_SECRET: 'cluster-nsw-secret',
    NSW_TRADES_BASE_URL: registers,
    QBCC_RESOURCE_ID: 'cluster-qbcc-resource',
    QBCC_BASE_URL: registers,
    VBA_RESOURCE_ID: 'cluster-vba-resource',
    VBA_BASE_URL: registers,
  };
  return {
    env,
    /** The production verdict on the whole environment: null when accepted, else its words. */
    check(fullEnv) {
      const verdict = spawnSync(process.execPath, ['dist/src/main.js', '--check-config'], {
        cwd: root,
        env: fullEnv,
        encoding: 'utf8',
      });
      return verdict.status === 0 ? null : `${verdict.stdout}${verdict.stderr}`.trim();
    },
    counts: () => ({ mailsDelivered: smtp.delivered, registerCalls: sink.calls }),
    close: async () => {
      await new Promise((resolve) => smtp.close(resolve));
      await new Promise((resolve) => sink.close(resolve));
    },
  };
}
