// The HAProxy configuration of a cluster, for `npm run cluster` and the compose file alike.
// As a command it prints one: `node scripts/haproxy-config.mjs --bind :8080 --servers
// app1:3000,app2:3000` (what the compose file's proxy-config service writes to a volume).
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

/**
 * The proxy: round-robin, socket.io's polling transport sticky by a cookie, websockets passed
 * through, every server checked on /api/health/ready.
 * @param {{ bind: string, servers: string[] }} options servers as host:port
 */
export function haproxyConfig({ bind, servers }) {
  const lines = (cookie) =>
    servers
      .map(
        (address, i) =>
          `  server app${i + 1} ${address} check${cookie ? ` cookie app${i + 1}` : ''}`,
      )
      .join('\n');
  const checks = [
    '  option httpchk GET /api/health/ready',
    '  http-check expect status 200',
    // A draining instance (readiness 503) is out within a second; back after two good checks.
    '  default-server inter 1s fall 1 rise 2',
  ].join('\n');
  return `global
  maxconn 4096

defaults
  mode http
  option forwardfor
  option redispatch
  retries 2
  timeout connect 3s
  # A loaded machine answers a check slowly, not wrongly: only a refusal or a 503 (draining)
  # takes an instance out at once.
  timeout check 3s
  timeout client 60s
  timeout server 60s
  timeout tunnel 1h

frontend tradiehub
  bind ${bind}
  acl socketio path_beg /socket.io/
  use_backend realtime if socketio
  default_backend api

backend api
  balance roundrobin
${checks}
${lines(false)}

# socket.io's long-polling needs every request of a session on one instance: a cookie pins it.
# A websocket is one connection, so the pin costs nothing there.
backend realtime
  balance roundrobin
  cookie tradiehub_srv insert indirect nocache httponly
${checks}
${lines(true)}
`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({
    options: { bind: { type: 'string', default: ':8080' }, servers: { type: 'string' } },
  });
  const servers = (values.servers ?? '').split(',').filter(Boolean);
  if (servers.length === 0) {
    console.error('--servers: give host:port,host:port…');
    process.exit(1);
  }
  process.stdout.write(haproxyConfig({ bind: values.bind, servers }));
}
