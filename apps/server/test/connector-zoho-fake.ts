import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * why: Zoho's accounts, Books and CRM servers cannot be reached from tests (and must not receive test data), so this
 * small HTTP server speaks the parts of their public APIs the connector uses, with Zoho's shapes:
 * - accounts: POST /oauth/v2/token (form: grant_type authorization_code | refresh_token) → {access_token, refresh_token,
 *   api_domain, token_type, expires_in}, and HTTP 200 {"error": "invalid_code"} for a bad code; POST /oauth/v2/token/revoke;
 * - Books v3: 'Authorization: Zoho-oauthtoken …', ?organization_id=…, answers {code, message, <resource>}; 401
 *   {code: 57} for a bad token; GET /organizations, GET/POST /contacts, GET/POST /estimates and /invoices,
 *   GET /estimates/{id}?accept=pdf;
 * - CRM v2: POST /crm/v2/Leads {data: [record]} → {data: [{code: 'SUCCESS', details: {id}}]}.
 * It records every request (bodies parsed) so tests can check what left the portal, and can be told to fail.
 */

export type Received = {
  method: string;
  path: string;
  query: URLSearchParams;
  authorization: string | undefined;
  body: unknown;
  raw: string;
};

type Failure = { status: number; body: unknown };

export const fakeZohoCredentials = { clientId: '1000.FAKECLIENT', clientSecret: 'fake-client-secret-0123456789' };
export const fakeOrganizationId = '60012345678';

export function fakeZoho() {
  const received: Received[] = [];
  const codes = new Set<string>();
  const refreshTokens = new Set<string>();
  const accessTokens = new Set<string>();
  /** Every token handed out, so tests can prove none reaches a browser. */
  const issued: string[] = [];
  const contacts: { contact_id: string; contact_name: string; company_name: string }[] = [];
  const estimates: Record<string, unknown>[] = [];
  const invoices: Record<string, unknown>[] = [];
  const leads: Record<string, unknown>[] = [];
  const failNext: Partial<Record<'estimate' | 'invoice' | 'lead' | 'pdf' | 'token', Failure>> = {};
  let seq = 0;
  const id = () => `4608000000${String(++seq).padStart(6, '0')}`;

  const send = (res: http.ServerResponse, status: number, body: unknown, type = 'application/json;charset=UTF-8') => {
    res.statusCode = status;
    res.setHeader('content-type', type);
    res.end(Buffer.isBuffer(body) ? body : JSON.stringify(body));
  };
  const takeFailure = (what: keyof typeof failNext) => {
    const f = failNext[what];
    delete failNext[what];
    return f;
  };
  const tokenOf = (auth: string | undefined) => (auth?.startsWith('Zoho-oauthtoken ') ? auth.slice(16) : null);

  function accounts(req: Received, res: http.ServerResponse) {
    const form = new URLSearchParams(req.raw);
    if (req.path === '/oauth/v2/token/revoke') {
      refreshTokens.delete(form.get('token') ?? req.query.get('token') ?? '');
      return send(res, 200, { status: 'success' });
    }
    const injected = takeFailure('token');
    if (injected) return send(res, injected.status, injected.body);
    if (form.get('client_id') !== fakeZohoCredentials.clientId || form.get('client_secret') !== fakeZohoCredentials.clientSecret) {
      return send(res, 200, { error: 'invalid_client' });
    }
    const access = `1000.${randomBytes(16).toString('hex')}.${randomBytes(16).toString('hex')}`;
    if (form.get('grant_type') === 'authorization_code') {
      const code = form.get('code') ?? '';
      if (!codes.delete(code) || !form.get('redirect_uri')) return send(res, 200, { error: 'invalid_code' });
      const refresh = `1000.${randomBytes(16).toString('hex')}.${randomBytes(16).toString('hex')}`;
      refreshTokens.add(refresh);
      accessTokens.add(access);
      issued.push(access, refresh);
      return send(res, 200, {
        access_token: access,
        refresh_token: refresh,
        scope: 'ZohoBooks.fullaccess.all ZohoCRM.modules.leads.CREATE',
        api_domain: 'https://www.zohoapis.com',
        token_type: 'Bearer',
        expires_in: 3600,
      });
    }
    if (form.get('grant_type') === 'refresh_token') {
      if (!refreshTokens.has(form.get('refresh_token') ?? '')) return send(res, 200, { error: 'invalid_code' });
      accessTokens.add(access);
      issued.push(access);
      return send(res, 200, { access_token: access, api_domain: 'https://www.zohoapis.com', token_type: 'Bearer', expires_in: 3600 });
    }
    return send(res, 200, { error: 'unsupported_grant_type' });
  }

  const pdfOf = (label: string) =>
    Buffer.from(`%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% ${label}\ntrailer << /Root 1 0 R >>\n%%EOF\n`, 'latin1');

  function books(req: Received, res: http.ServerResponse) {
    const resource = req.path.replace(/^\/books\/v3\//, '').split('/');
    if (resource[0] !== 'organizations' && req.query.get('organization_id') !== fakeOrganizationId) {
      return send(res, 400, { code: 6041, message: 'This user is not associated with the organization.' });
    }
    const body = (req.body ?? {}) as Record<string, unknown>;
    const [kind, docId] = resource;
    if (kind === 'organizations' && req.method === 'GET') {
      return send(res, 200, {
        code: 0,
        message: 'success',
        organizations: [{ organization_id: fakeOrganizationId, name: 'GEARS Books', is_default_org: true }],
      });
    }
    if (kind === 'contacts' && req.method === 'GET') {
      const name = (req.query.get('contact_name') ?? '').toLowerCase();
      return send(res, 200, { code: 0, message: 'success', contacts: contacts.filter((c) => c.contact_name.toLowerCase() === name) });
    }
    if (kind === 'contacts' && req.method === 'POST') {
      if (typeof body.contact_name !== 'string' || !body.contact_name)
        return send(res, 400, { code: 4, message: 'Contact name is required.' });
      const contact = { contact_id: id(), contact_name: body.contact_name, company_name: String(body.company_name ?? '') };
      contacts.push(contact);
      return send(res, 201, { code: 0, message: 'The contact has been added.', contact });
    }
    if ((kind === 'estimates' || kind === 'invoices') && req.method === 'GET' && docId) {
      const key = kind === 'estimates' ? 'estimate_id' : 'invoice_id';
      const doc = (kind === 'estimates' ? estimates : invoices).find((d) => d[key] === docId);
      if (!doc) return send(res, 404, { code: 1002, message: `${kind === 'estimates' ? 'Estimate' : 'Invoice'} does not exist.` });
      const injected = takeFailure('pdf');
      if (injected) return send(res, injected.status, injected.body, injected.status === 200 ? 'application/pdf' : undefined);
      if (req.query.get('accept') === 'pdf')
        return send(
          res,
          200,
          pdfOf(String(doc[kind === 'estimates' ? 'estimate_number' : 'invoice_number'])),
          'application/pdf;charset=UTF-8',
        );
      return send(res, 200, { code: 0, message: 'success', [kind.slice(0, -1)]: doc });
    }
    if ((kind === 'estimates' || kind === 'invoices') && req.method === 'GET') {
      const list = (kind === 'estimates' ? estimates : invoices).filter((d) => d.reference_number === req.query.get('reference_number'));
      return send(res, 200, { code: 0, message: 'success', [kind]: list });
    }
    if ((kind === 'estimates' || kind === 'invoices') && req.method === 'POST') {
      const injected = takeFailure(kind === 'estimates' ? 'estimate' : 'invoice');
      if (injected) return send(res, injected.status, injected.body);
      if (!contacts.some((c) => c.contact_id === body.customer_id))
        return send(res, 400, { code: 1002, message: 'Contact does not exist.' });
      const lines = Array.isArray(body.line_items) ? (body.line_items as { rate: number; quantity: number }[]) : [];
      const total = lines.reduce((s, l) => s + Math.round(l.rate * l.quantity * 100), 0) / 100 + Number(body.adjustment ?? 0);
      if (kind === 'estimates') {
        const estimate = {
          ...body,
          estimate_id: id(),
          estimate_number: `EST-${String(estimates.length + 1).padStart(5, '0')}`,
          status: 'draft',
          total,
        };
        estimates.push(estimate);
        return send(res, 201, { code: 0, message: 'The estimate has been created.', estimate });
      }
      const invoice = {
        ...body,
        invoice_id: id(),
        invoice_number: `INV-${String(invoices.length + 1).padStart(6, '0')}`,
        status: 'draft',
        total,
      };
      invoices.push(invoice);
      return send(res, 201, { code: 0, message: 'The invoice has been created.', invoice });
    }
    return send(res, 404, { code: 5, message: 'Invalid URL Passed' });
  }

  function crm(req: Received, res: http.ServerResponse) {
    if (req.path !== '/crm/v2/Leads' || req.method !== 'POST')
      return send(res, 404, {
        code: 'INVALID_URL_PATTERN',
        message: 'Please check if the URL trying to access is a correct one',
        status: 'error',
      });
    const injected = takeFailure('lead');
    if (injected) return send(res, injected.status, injected.body);
    const record = ((req.body as { data?: Record<string, unknown>[] })?.data ?? [])[0];
    if (!record?.Last_Name) {
      return send(res, 400, {
        data: [{ code: 'MANDATORY_NOT_FOUND', details: { api_name: 'Last_Name' }, message: 'required field not found', status: 'error' }],
      });
    }
    const leadId = id();
    leads.push({ ...record, id: leadId });
    return send(res, 201, {
      data: [
        { code: 'SUCCESS', details: { id: leadId, Created_Time: new Date().toISOString() }, message: 'record added', status: 'success' },
      ],
    });
  }

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const url = new URL(req.url!, 'http://fake.zoho');
      let body: unknown;
      try {
        body = raw && req.headers['content-type']?.includes('json') ? JSON.parse(raw) : null;
      } catch {
        body = null;
      }
      const r: Received = {
        method: req.method!,
        path: url.pathname,
        query: url.searchParams,
        authorization: req.headers.authorization,
        body,
        raw,
      };
      received.push(r);
      if (r.path.startsWith('/oauth/')) return accounts(r, res);
      const token = tokenOf(r.authorization);
      if (!token || !accessTokens.has(token)) {
        return r.path.startsWith('/crm/')
          ? send(res, 401, { code: 'INVALID_TOKEN', details: {}, message: 'invalid oauth token', status: 'error' })
          : send(res, 401, { code: 57, message: 'You are not authorized to perform this operation' });
      }
      if (r.path.startsWith('/books/v3/')) return books(r, res);
      if (r.path.startsWith('/crm/')) return crm(r, res);
      return send(res, 404, { code: 5, message: 'Invalid URL Passed' });
    });
  });

  return {
    server,
    received,
    issued,
    estimates,
    invoices,
    leads,
    contacts,
    /** A code the consent screen would have handed back (single use). */
    issueCode() {
      const code = `1000.${randomBytes(12).toString('hex')}`;
      codes.add(code);
      return code;
    },
    failNext(what: keyof typeof failNext, status: number, body: unknown) {
      failNext[what] = { status, body };
    },
    /** Every access token stops working (as after an hour); refresh tokens still do. */
    expireAccessTokens: () => accessTokens.clear(),
    /** The user removed the portal from their Zoho account: refresh tokens stop working too. */
    revokeEverything() {
      accessTokens.clear();
      refreshTokens.clear();
    },
    async start(): Promise<string> {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeZoho = ReturnType<typeof fakeZoho>;

/** The settings that point the connector at the fake (accounts and API on one host, as Zoho's are per region). */
export const zohoEnv = (url: string, extra: Record<string, string> = {}) => ({
  ZOHO_CLIENT_ID: fakeZohoCredentials.clientId,
  ZOHO_CLIENT_SECRET: fakeZohoCredentials.clientSecret,
  ZOHO_ACCOUNTS_URL: url,
  ZOHO_API_URL: url,
  ...extra,
});
