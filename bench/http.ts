import http from 'node:http';
import { randomBytes } from 'node:crypto';

export type HttpResult = { status: number; body: string; headers: http.IncomingHttpHeaders };

/** A keep-alive HTTP/1.1 client for one loopback server; one request at a time, so latencies are not queued. */
export function httpClient(baseUrl: string) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const base = new URL(baseUrl);
  if (base.hostname !== '127.0.0.1') throw new Error('The benchmark talks to 127.0.0.1 only.');

  function send(method: string, path: string, headers: http.OutgoingHttpHeaders, body?: Buffer | string): Promise<HttpResult> {
    return new Promise((resolve, reject) => {
      const req = http.request({ host: base.hostname, port: base.port, method, path, agent, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), headers: res.headers }));
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end(body);
    });
  }

  return {
    get: (path: string, cookie: string) => send('GET', path, cookie ? { cookie } : {}),

    /** Signs in through the API and returns the Cookie header value. */
    async signIn(email: string, password: string): Promise<string> {
      const body = JSON.stringify({ email, password });
      const res = await send(
        'POST',
        '/api/auth/sign-in',
        { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        body,
      );
      if (res.status !== 200) throw new Error(`sign-in failed ${res.status}: ${res.body}`);
      const setCookie = res.headers['set-cookie'] ?? [];
      const session = setCookie.map((c) => c.split(';')[0]!).find((c) => c.startsWith('gears_session='));
      if (!session) throw new Error('sign-in returned no session cookie');
      return session;
    },

    /** POSTs one file as multipart/form-data (field "file"). */
    uploadFile(path: string, cookie: string, fileName: string, contentType: string, data: Buffer): Promise<HttpResult> {
      const boundary = `----gears-bench-${randomBytes(8).toString('hex')}`;
      const head = Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`,
      );
      const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
      const payload = Buffer.concat([head, data, tail]);
      return send(
        'POST',
        path,
        {
          cookie,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': payload.length,
        },
        payload,
      );
    },

    /** POSTs a JSON body as the signed-in user (the assistant's questions). */
    postJson(path: string, cookie: string, value: unknown): Promise<HttpResult> {
      const payload = JSON.stringify(value);
      return send('POST', path, { cookie, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }, payload);
    },

    close: () => agent.destroy(),
  };
}

export type HttpClient = ReturnType<typeof httpClient>;
