import { describe, expect, it } from 'vitest';
import { openToken, sealToken } from '../src/modules/connectors/token-crypto.ts';
import { crmLeadOf } from '../src/modules/connectors/zoho/zoho-crm.client.ts';
import { booksFailure } from '../src/modules/connectors/zoho/zoho-http.ts';
import { authorizeUrl } from '../src/modules/connectors/zoho/zoho-oauth.client.ts';

const res = (status: number, body: unknown) => ({ status, contentType: 'application/json', body: Buffer.from(JSON.stringify(body)) });

describe('connector rules (pure)', () => {
  it('seals tokens so only the same client secret opens them, and detects tampering', () => {
    const sealed = sealToken('secret-a', '1000.abc.def');
    expect(sealed).toMatch(/^v1\./);
    expect(sealed).not.toContain('1000.abc.def');
    expect(openToken('secret-a', sealed)).toBe('1000.abc.def');
    expect(openToken('secret-b', sealed)).toBeNull();
    // One bit of the ciphertext flipped. (Writing 'AA' over the last two characters left the token unchanged when it
    // already ended so, about once in a thousand runs: a clean-clone CI failed on it.)
    const bytes = Buffer.from(sealed.slice('v1.'.length), 'base64url');
    bytes[bytes.length - 1]! ^= 1;
    expect(openToken('secret-a', `v1.${bytes.toString('base64url')}`)).toBeNull();
    expect(openToken('secret-a', null)).toBeNull();
    expect(openToken('secret-a', 'plain-token')).toBeNull();
    expect(sealToken('secret-a', 'x')).not.toBe(sealToken('secret-a', 'x'));
  });

  it.each([
    [200, { code: 0, message: 'success' }, null],
    [201, { code: 0, message: 'The estimate has been created.' }, null],
    [400, { code: 1002, message: 'Customer does not exist.' }, 'Customer does not exist. (code 1002)'],
    [200, { code: 4, message: 'Invalid value passed for customer_id' }, 'Invalid value passed for customer_id (code 4)'],
    [404, { message: '' }, 'HTTP 404'],
    [
      401,
      { code: 57, message: 'You are not authorized to perform this operation' },
      'You are not authorized to perform this operation (code 57)',
    ],
  ])('reads Books answer HTTP %i %j as %j', (status, body, expected) => {
    expect(booksFailure(res(status, body), body as Record<string, unknown>)).toBe(expected);
  });

  it.each([
    [
      {
        firstName: 'Robin',
        lastName: 'Vale',
        email: 'r@v.example',
        phone: null,
        company: 'Vale',
        message: 'Hi',
        leadSource: 'website',
        equipmentType: 'Cranes',
        fleetSize: '5',
      },
      {
        First_Name: 'Robin',
        Last_Name: 'Vale',
        Email: 'r@v.example',
        Company: 'Vale',
        Description: 'Hi\nEquipment type: Cranes\nFleet size: 5',
        Lead_Source: 'website',
      },
    ],
    [
      {
        firstName: null,
        lastName: null,
        email: 'x@y.example',
        phone: '+1 5',
        company: null,
        message: null,
        leadSource: null,
        equipmentType: null,
        fleetSize: null,
      },
      { Last_Name: 'x@y.example', Email: 'x@y.example', Phone: '+1 5', Lead_Source: 'GEARS Portal' },
    ],
  ])('maps a lead to the CRM Leads fields %#', (lead, expected) => {
    const record = JSON.parse(JSON.stringify(crmLeadOf(lead)));
    expect(record).toEqual(expected);
  });

  it('builds the consent URL from configuration only', () => {
    const url = new URL(
      authorizeUrl(
        {
          clientId: 'cid',
          clientSecret: 'never-in-url',
          organizationId: null,
          accountsUrl: 'https://accounts.zoho.eu',
          apiUrl: 'https://www.zohoapis.eu',
        },
        { state: 'st', redirectUri: 'https://portal.example/zoho-auth' },
      ),
    );
    expect(url.origin).toBe('https://accounts.zoho.eu');
    expect(url.searchParams.get('client_id')).toBe('cid');
    expect(url.searchParams.get('state')).toBe('st');
    expect(url.toString()).not.toContain('never-in-url');
  });
});
