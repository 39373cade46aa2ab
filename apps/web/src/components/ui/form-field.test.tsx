// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { errorAria, FieldError, FormField } from './form-field.tsx';
import { Input } from './input.tsx';
import { SearchInput } from './search-input.tsx';

afterEach(cleanup);

describe('FormField, FieldError and errorAria', () => {
  it('marks the control invalid and points it at the message only while there is an error', () => {
    const { rerender } = render(
      <FormField id="code" label="Code" hint="As printed" error={null}>
        <Input id="code" {...errorAria('code', null)} />
      </FormField>,
    );
    const input = screen.getByLabelText('Code');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(input.getAttribute('aria-describedby')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    rerender(
      <FormField id="code" label="Code" hint="As printed" error="Enter the code printed on the label">
        <Input id="code" {...errorAria('code', 'Enter the code printed on the label')} />
      </FormField>,
    );
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe('code-error');
    expect(screen.getByRole('alert').id).toBe('code-error');
    expect(screen.getByRole('alert').textContent).toBe('Enter the code printed on the label');
  });

  it('FieldError renders nothing without an error', () => {
    const { container } = render(<FieldError id="x" error={undefined} />);
    expect(container.innerHTML).toBe('');
  });
});

function SearchHarness() {
  const [search, setSearch] = useState('');
  return (
    <>
      <SearchInput className="flex-1" aria-label="Search notes" value={search} onChange={(e) => setSearch(e.target.value)} />
      <output>{search}</output>
    </>
  );
}

describe('SearchInput', () => {
  it('is a search box named by its label, with the wrapper taking the class', () => {
    render(<SearchHarness />);
    const box = screen.getByRole('searchbox', { name: 'Search notes' });
    fireEvent.change(box, { target: { value: 'pump' } });
    expect(screen.getByText('pump', { selector: 'output' })).toBeTruthy();
    expect(box.parentElement!.className).toContain('flex-1');
    expect(box.parentElement!.querySelector('svg')!.getAttribute('aria-hidden')).toBe('true');
  });
});
