// @vitest-environment happy-dom
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { TagInput } from './tag-input.tsx';

afterEach(cleanup);

function Harness({ initial = [] }: { initial?: string[] }) {
  const [tags, setTags] = useState(initial);
  return (
    <>
      <label htmlFor="tags">Tags</label>
      <TagInput id="tags" value={tags} onChange={setTags} />
      <output data-testid="tags">{tags.join('|')}</output>
    </>
  );
}

const input = () => screen.getByLabelText('Tags') as HTMLInputElement;
const tags = () => screen.getByTestId('tags').textContent;
const type = (text: string) => fireEvent.change(input(), { target: { value: text } });
const press = (key: string) => fireEvent.keyDown(input(), { key });

describe('TagInput (spec 02 §5: lowercase, trimmed, no duplicates, at most 10)', () => {
  it('Enter adds the tag lowercased and trimmed, and clears the box', () => {
    render(<Harness />);
    type('  Hydraulic  ');
    press('Enter');
    expect(tags()).toBe('hydraulic');
    expect(input().value).toBe('');
  });

  it('a comma adds the tag, typed or pasted', () => {
    render(<Harness />);
    type('Night Shift');
    press(',');
    type('North, South,Ea');
    expect(tags()).toBe('night shift|north|south');
    expect(input().value).toBe('Ea');
  });

  it('ignores a duplicate in any case', () => {
    render(<Harness initial={['crane']} />);
    type('CRANE');
    press('Enter');
    expect(tags()).toBe('crane');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('refuses an eleventh tag with a message', () => {
    render(<Harness initial={['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j']} />);
    type('k');
    press('Enter');
    expect(tags()).toBe('a|b|c|d|e|f|g|h|i|j');
    expect(screen.getByRole('alert').textContent).toBe('At most 10 tags');
    expect(input().value).toBe('k');
  });

  it('Backspace in an empty box removes the last tag; with text it only edits the text', () => {
    render(<Harness initial={['a', 'b']} />);
    press('Backspace');
    expect(tags()).toBe('a');
    type('x');
    press('Backspace');
    expect(tags()).toBe('a');
  });

  it('each tag has a remove button', () => {
    render(<Harness initial={['a', 'b']} />);
    fireEvent.click(screen.getByRole('button', { name: 'Remove tag a' }));
    expect(tags()).toBe('b');
  });
});
