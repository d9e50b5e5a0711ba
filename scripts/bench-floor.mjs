// The floor of `npm run bench` (issue 36): a bare node:http server sending the bytes and headers
// the app sent for the same request, recorded by bench.mjs a moment earlier — the least any
// server can do to send that answer. Run by bench.mjs as a child process: PORT in the
// environment, the answers sent over IPC ({ answers: [{ url, conditional, status, headers, body }] },
// body in base64); it replies 'ready' once listening. A request with If-None-Match gets the
// recorded 304 of its URL; any other, the recorded 200.
import http from 'node:http';

const answers = new Map();
const key = (url, conditional) => `${conditional ? '304' : '200'} ${url}`;

process.once('message', ({ answers: recorded }) => {
  for (const answer of recorded) {
    // The headers as recorded, flat, minus what Node adds itself on every answer.
    const flat = [];
    for (const [name, value] of Object.entries(answer.headers)) {
      if (!['date', 'connection', 'keep-alive', 'transfer-encoding'].includes(name)) flat.push(name, value);
    }
    answers.set(key(answer.url, answer.conditional), { status: answer.status, headers: flat, body: Buffer.from(answer.body, 'base64') });
  }
  const server = http.createServer((req, res) => {
    const answer = answers.get(key(req.url, req.headers['if-none-match'] !== undefined));
    if (!answer) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(answer.status, answer.headers);
    res.end(answer.body.length ? answer.body : undefined);
  });
  server.listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.('ready'));
  process.on('SIGINT', () => server.close(() => process.exit(0)));
});
