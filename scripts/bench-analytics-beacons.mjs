// The beacon traffic of `npm run bench:analytics` (issue 32), in a process of its own: a browser
// sends each beacon from its own machine, so its cost must not fall on the process that times the
// pages (autocannon there records a page's latency when its event loop gets to the answer). The
// requests are built once (2,000 addresses × the event bodies) and written on kept-alive
// connections, one request in flight per connection, as many connections as the answers in flight
// need (a beacon is answered after its commit, decision 0070). The status line and Content-Length
// are all that is read of an answer.
// Run by bench-analytics.mjs: `fork(this, [port, eventsPerSecond, seconds, offset, addresses, userAgent])`;
// sends back { sent, acknowledged, refused, failed, seconds, drained, cpuMs }.
import net from 'node:net';

const [port, eventsPerSecond, seconds, offset, addresses] = process.argv.slice(2, 7).map(Number);
const userAgent = process.argv[7];
const MAX_CONNECTIONS = 512;

/** The request of event `index`: its address and its body, as the earlier in-process generator made them. */
function requestOf(index) {
  const body = JSON.stringify({ n: 'cta_click', p: '/', props: { cta: 'bench', location: `b${index % 50}` } });
  const address = `10.${(index % addresses) >> 8}.${(index % addresses) & 255}.7`;
  return Buffer.from(
    `POST /api/analytics/events HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: keep-alive\r\n` +
      `Content-Type: text/plain;charset=UTF-8\r\nUser-Agent: ${userAgent}\r\nX-Forwarded-For: ${address}\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}

// Every distinct request (the address repeats every `addresses` events, the body every 50).
const distinct = addresses % 50 === 0 ? addresses : addresses * 50;
const requests = Array.from({ length: distinct }, (_, i) => requestOf(i));

const counts = { sent: 0, acknowledged: 0, refused: 0, failed: 0 };
let answered = 0;
const idle = [];
let open = 0;
const queue = [];
let allAnswered = () => undefined;

function settle(status) {
  if (status === 204) counts.acknowledged += 1;
  else if (status > 0) counts.refused += 1;
  else counts.failed += 1;
  answered += 1;
  if (answered === counts.sent && sendingDone) allAnswered();
}

/** A kept-alive connection: takes the next queued request whenever its answer is in. */
function connect() {
  open += 1;
  const socket = net.connect({ port, host: '127.0.0.1', noDelay: true });
  let pending = Buffer.alloc(0);
  let inFlight = false;
  const next = () => {
    const index = queue.shift();
    if (index === undefined) {
      idle.push(take);
      return;
    }
    inFlight = true;
    socket.write(requests[(index + offset) % distinct]);
  };
  const take = () => next();
  socket.on('connect', next);
  socket.on('data', (chunk) => {
    pending = pending.length === 0 ? chunk : Buffer.concat([pending, chunk]);
    const end = pending.indexOf('\r\n\r\n');
    if (end === -1) return;
    const head = pending.toString('latin1', 0, end);
    const length = Number(/\r\ncontent-length:\s*(\d+)/i.exec(head)?.[1] ?? 0);
    if (pending.length < end + 4 + length) return;
    pending = pending.subarray(end + 4 + length);
    inFlight = false;
    settle(Number(head.slice(9, 12)));
    next();
  });
  const lost = () => {
    open -= 1;
    const at = idle.indexOf(take);
    if (at !== -1) idle.splice(at, 1);
    if (inFlight) {
      inFlight = false;
      settle(0);
    }
    // Requests still queued with no connection left to take them: a new one.
    if (queue.length > 0 && idle.length === 0 && open < MAX_CONNECTIONS) connect();
  };
  socket.on('error', () => undefined);
  socket.on('close', lost);
  return socket;
}

function dispatch(index) {
  counts.sent += 1;
  queue.push(index);
  const take = idle.pop();
  if (take) take();
  else if (open < MAX_CONNECTIONS) connect();
}

let sendingDone = false;
const cpuBefore = process.cpuUsage();
const started = performance.now();
const tick = 50;
for (let step = 0; step < (seconds * 1000) / tick; step += 1) {
  const due = Math.round(((step + 1) * tick * eventsPerSecond) / 1000) - counts.sent;
  for (let i = 0; i < due; i += 1) dispatch(counts.sent);
  const wait = started + (step + 1) * tick - performance.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}
const sending = (performance.now() - started) / 1000;
sendingDone = true;
if (answered < counts.sent) await new Promise((resolve) => (allAnswered = resolve));
const total = (performance.now() - started) / 1000;
const cpu = process.cpuUsage(cpuBefore);
process.send({ ...counts, seconds: total, drained: total - sending, cpuMs: (cpu.user + cpu.system) / 1000 }, () => process.exit(0));
