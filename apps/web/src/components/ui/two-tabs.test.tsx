// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { TwoTabs } from './two-tabs.tsx';

afterEach(cleanup);

function Harness() {
  const [value, setValue] = useState<'a' | 'b'>('a');
  return (
    <TwoTabs
      value={value}
      onChange={setValue}
      tabs={[
        { value: 'a', label: 'Sign In', panel: <p>sign-in form</p> },
        { value: 'b', label: 'Sign Up', panel: <p>sign-up form</p> },
      ]}
    />
  );
}

describe('TwoTabs (WAI-ARIA tabs pattern)', () => {
  it('selects by click and by arrow keys, Home and End, with the panel labelled by its tab', () => {
    render(<Harness />);
    const [signIn, signUp] = screen.getAllByRole('tab');
    expect([signIn!.getAttribute('aria-selected'), signUp!.getAttribute('aria-selected')]).toEqual(['true', 'false']);
    expect(screen.getByRole('tabpanel', { name: 'Sign In' }).textContent).toBe('sign-in form');
    fireEvent.click(signUp!);
    expect(screen.getByRole('tabpanel', { name: 'Sign Up' }).textContent).toBe('sign-up form');
    fireEvent.keyDown(signUp!, { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Sign In');
    expect(document.activeElement).toBe(signIn);
    fireEvent.keyDown(signIn!, { key: 'End' });
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Sign Up');
    fireEvent.keyDown(signUp!, { key: 'Home' });
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Sign In');
    expect(signUp!.tabIndex).toBe(-1);
  });
});
