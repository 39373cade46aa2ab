import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../src/db/tenant.ts';
import { createTestApp, insertCompany, insertUser, latestEmailTo, signIn, type TestApp } from './harness.ts';

describe(`customer reviews: submit, approve, show (${process.env.TEST_DB ?? 'pglite'})`, () => {
  let t: TestApp;
  let company: { id: string; name: string };
  let other: { id: string; name: string };
  let author: { id: string; email: string };
  let authorCookie: string;
  let otherCookie: string;
  let adminCookie: string;
  let admin: { id: string; email: string; password: string };

  beforeAll(async () => {
    t = await createTestApp();
    company = await insertCompany(t.db, { name: `Quarry ${Date.now()}` });
    other = await insertCompany(t.db);
    await t.db.query(`update companies set subscription_status = 'active' where id = $1`, [company.id]);
    const user = await insertUser(t.db, {
      companyId: company.id,
      role: 'manager',
      name: 'Priya van Dijk',
      email: `priya-${Date.now()}@example.test`,
    });
    author = user;
    authorCookie = await signIn(t.app, user);
    otherCookie = await signIn(t.app, await insertUser(t.db, { companyId: other.id, role: 'client_admin' }));
    admin = await insertUser(t.db, { role: 'gears_admin' });
    adminCookie = await signIn(t.app, admin);
  });
  afterAll(() => t.close());

  const post = (payload: Record<string, unknown>, cookie = authorCookie) =>
    t.app.inject({ method: 'POST', url: '/api/reviews', payload, headers: cookie ? { cookie } : {} });
  const publicList = async () => (await t.app.inject({ method: 'GET', url: '/api/public/reviews' })).json();
  const pending = async (cookie = adminCookie) =>
    t.app.inject({ method: 'GET', url: '/api/admin/reviews?status=pending', headers: { cookie } });
  const good = {
    rating: 5,
    title: 'Labels that survive the yard',
    content: 'Scans work through mud.',
    serviceType: 'equipment_management',
  };
  const reviewCount = async () => (await t.db.query<{ n: number }>('select count(*)::int as n from customer_reviews'))[0]!.n;

  it('needs a signed-in user', async () => {
    const res = await post(good, '');
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe('Authentication required');
  });

  it.each([
    { name: 'no rating', body: { ...good, rating: null }, message: 'Rating Required' },
    { name: 'rating 6', body: { ...good, rating: 6 }, message: 'Rating Required' },
    { name: 'no title', body: { ...good, title: '  ' }, message: 'Missing Information' },
    { name: 'no service type', body: { ...good, serviceType: '' }, message: 'Missing Information' },
    { name: 'a title of 101', body: { ...good, title: 'x'.repeat(101) }, message: 'Title can be at most 100 characters.' },
    { name: 'content of 1001', body: { ...good, content: 'x'.repeat(1001) }, message: 'Review can be at most 1000 characters.' },
    { name: 'an unknown service type', body: { ...good, serviceType: 'pizza' }, message: 'Choose a service type from the list.' },
  ])('refuses $name with "$message" and stores nothing', async ({ body, message }) => {
    const before = await reviewCount();
    const res = await post(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(message);
    expect(await reviewCount()).toBe(before);
  });

  it('says Please fill in all required fields for each missing one', async () => {
    const res = await post({ rating: 4 });
    expect(res.json().error.details).toEqual([
      { path: 'title', message: 'Please fill in all required fields' },
      { path: 'content', message: 'Please fill in all required fields' },
      { path: 'serviceType', message: 'Please fill in all required fields' },
    ]);
  });

  it('refuses provider staff and unknown fields', async () => {
    const res = await post(good, adminCookie);
    expect(res.statusCode).toBe(403);
    expect((await post({ ...good, isApproved: true })).statusCode).toBe(400);
  });

  let reviewId: string;

  it('keeps a new review pending (not public), verified for an active subscriber, and tells the provider admins', async () => {
    const res = await post({ ...good, title: '<script>alert(1)</script>', content: 'Fast <b>QR</b> scans & tidy history.' });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('Thank you! Your review will appear once our team has approved it.');
    expect(res.json().review).toMatchObject({ status: 'pending', isVerified: true, companyId: company.id });
    reviewId = res.json().review.id;
    expect((await publicList()).reviews.find((r: { id: string }) => r.id === reviewId)).toBeUndefined();
    const mail = await latestEmailTo(t.db, admin.email);
    expect(mail?.template).toBe('review_pending');
    expect(mail?.body_text).toContain('<script>alert(1)</script>');
  });

  it('answers a client_admin asking for the moderation list with 403 Admin privileges required', async () => {
    const res = await pending(otherCookie);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe('Admin privileges required');
    const approve = await t.app.inject({ method: 'POST', url: `/api/admin/reviews/${reviewId}/approve`, headers: { cookie: otherCookie } });
    expect(approve.statusCode).toBe(403);
    expect(
      (await t.db.query<{ is_approved: boolean }>('select is_approved from customer_reviews where id = $1', [reviewId]))[0]?.is_approved,
    ).toBe(false);
  });

  it("keeps a company's reviews from other companies (RLS)", async () => {
    const seen = await withTenant(t.db, { userId: null, companyId: other.id, role: 'client_admin', isImpersonating: false }, (tx) =>
      tx.query('select id from customer_reviews'),
    );
    expect(seen).toEqual([]);
  });

  it('shows the admin the pending review with the reviewer, then publishes it on approval with public fields only', async () => {
    const list = await pending();
    expect(list.statusCode).toBe(200);
    const mine = list.json().reviews.find((r: { id: string }) => r.id === reviewId);
    expect(mine).toMatchObject({
      reviewerName: 'Priya van Dijk',
      reviewerEmail: author.email,
      companyName: company.name,
      title: '<script>alert(1)</script>',
    });

    const approve = await t.app.inject({ method: 'POST', url: `/api/admin/reviews/${reviewId}/approve`, headers: { cookie: adminCookie } });
    expect(approve.statusCode).toBe(200);
    expect(approve.json().review.status).toBe('approved');

    const body = await publicList();
    const shown = body.reviews.find((r: { id: string }) => r.id === reviewId);
    expect(Object.keys(shown).sort()).toEqual(
      ['companyName', 'content', 'createdAt', 'id', 'isVerified', 'rating', 'reviewerFirstName', 'serviceType', 'title'].sort(),
    );
    expect(shown).toMatchObject({
      reviewerFirstName: 'Priya',
      companyName: company.name,
      title: '<script>alert(1)</script>',
      content: 'Fast <b>QR</b> scans & tidy history.',
    });
    expect(JSON.stringify(body)).not.toContain(author.email);
    expect(JSON.stringify(body)).not.toContain('@');
    expect(body.summary).toEqual({ count: 1, average: 5 });
    expect((await pending()).json().reviews.find((r: { id: string }) => r.id === reviewId)).toBeUndefined();
  });

  it('takes a review down on rejection, and 404s an unknown one', async () => {
    const reject = await t.app.inject({ method: 'POST', url: `/api/admin/reviews/${reviewId}/reject`, headers: { cookie: adminCookie } });
    expect(reject.json().review.status).toBe('rejected');
    expect((await publicList()).reviews.find((r: { id: string }) => r.id === reviewId)).toBeUndefined();
    const rejected = await t.app.inject({ method: 'GET', url: '/api/admin/reviews?status=rejected', headers: { cookie: adminCookie } });
    expect(rejected.json().reviews.map((r: { id: string }) => r.id)).toContain(reviewId);
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/admin/reviews/00000000-0000-4000-8000-000000000000/approve',
      headers: { cookie: adminCookie },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('a review from a company without an active subscription is not marked verified', async () => {
    const res = await post(good, otherCookie);
    expect(res.statusCode).toBe(201);
    expect(res.json().review.isVerified).toBe(false);
  });

  it('shows 20 approved reviews, newest first, with the count and average of all of them', async () => {
    await t.db.query(`delete from customer_reviews`);
    for (let i = 0; i < 22; i++) {
      await t.db.query(
        `insert into customer_reviews (company_id, user_id, rating, title, content, service_type, is_approved, created_at)
         values ($1, $2, $3, $4, 'Body', 'platform_overall', true, now() - make_interval(mins => $5))`,
        [company.id, author.id, i % 2 === 0 ? 5 : 4, `Review ${i}`, i],
      );
    }
    const body = await publicList();
    expect(body.reviews).toHaveLength(20);
    expect(body.reviews[0].title).toBe('Review 0');
    expect(body.reviews[19].title).toBe('Review 19');
    expect(body.summary).toEqual({ count: 22, average: 4.5 });
  });
});
