import { describe, expect, it } from 'vitest';
import { characterCount, checkReview, ratingSummary, reviewServiceTypes, type ReviewDraft } from './review.rules.ts';

const good = { rating: 5, title: 'Great scanner', content: 'Labels scan fast in the yard.', serviceType: 'equipment_management' };

describe('checkReview', () => {
  it.each<{ name: string; draft: ReviewDraft; message: string; paths: string[] }>([
    // spec 03 §5: 'Rating Required' first.
    { name: 'no rating', draft: { ...good, rating: null }, message: 'Rating Required', paths: ['rating'] },
    { name: 'rating 0', draft: { ...good, rating: 0 }, message: 'Rating Required', paths: ['rating'] },
    { name: 'rating 6', draft: { ...good, rating: 6 }, message: 'Rating Required', paths: ['rating'] },
    { name: 'rating 4.5', draft: { ...good, rating: 4.5 }, message: 'Rating Required', paths: ['rating'] },
    { name: 'no rating and nothing else', draft: {}, message: 'Rating Required', paths: ['rating'] },
    // Then title, content and service type ('Missing Information', 'Please fill in all required fields').
    { name: 'blank title', draft: { ...good, title: '   ' }, message: 'Missing Information', paths: ['title'] },
    {
      name: 'no content or type',
      draft: { ...good, content: '', serviceType: null },
      message: 'Missing Information',
      paths: ['content', 'serviceType'],
    },
    {
      name: 'unknown type',
      draft: { ...good, serviceType: 'pizza' },
      message: 'Choose a service type from the list.',
      paths: ['serviceType'],
    },
    // Then the lengths (title ≤ 100, content ≤ 1000).
    { name: 'title of 101', draft: { ...good, title: 'x'.repeat(101) }, message: 'Title can be at most 100 characters.', paths: ['title'] },
    {
      name: 'content of 1001',
      draft: { ...good, content: 'x'.repeat(1001) },
      message: 'Review can be at most 1000 characters.',
      paths: ['content'],
    },
  ])('$name → $message', ({ draft, message, paths }) => {
    const result = checkReview(draft);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.message).toBe(message);
    expect(result.details.map((d) => d.path)).toEqual(paths);
  });

  it.each(reviewServiceTypes)('accepts the service type %s', (serviceType) => {
    expect(checkReview({ ...good, serviceType }).ok).toBe(true);
  });

  it('accepts the limits exactly and keeps script text as text', () => {
    const result = checkReview({
      rating: 1,
      title: 'x'.repeat(100),
      content: `<script>alert(1)</script>${'y'.repeat(975)}`,
      serviceType: 'other',
    });
    expect(result.ok).toBe(true);
    expect(result.ok && result.review.content.startsWith('<script>')).toBe(true);
  });
});

describe('characterCount and ratingSummary', () => {
  it.each([
    ['', 100, '0/100'],
    ['hello', 100, '5/100'],
    ['x'.repeat(1000), 1000, '1000/1000'],
  ])('%j of %d → %s', (value, max, expected) => {
    expect(characterCount(value, max)).toBe(expected);
  });

  it.each([
    { count: 0, sum: 0, expected: { count: 0, average: null } },
    { count: 3, sum: 14, expected: { count: 3, average: 4.7 } },
    { count: 2, sum: 10, expected: { count: 2, average: 5 } },
  ])('$count ratings summing $sum', ({ count, sum, expected }) => {
    expect(ratingSummary(count, sum)).toEqual(expected);
  });
});
