// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Link, MemoryRouter, Route, Routes, useNavigate, useSearchParams } from 'react-router';
import { ScrollRestoration } from './scroll-restoration.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function Page({ name }: { name: string }) {
  const navigate = useNavigate();
  const [, setSearch] = useSearchParams();
  return (
    <div>
      <h1>{name}</h1>
      <Link to="/pricing">Get Started</Link>
      <button type="button" onClick={() => setSearch({ tab: 'two' })}>
        Tab
      </button>
      <button type="button" onClick={() => void navigate(-1)}>
        Back
      </button>
    </div>
  );
}

function renderApp() {
  return render(
    <MemoryRouter initialEntries={['/']}>
      <ScrollRestoration />
      <Routes>
        <Route path="/" element={<Page name="Home" />} />
        <Route path="/pricing" element={<Page name="Pricing" />} />
      </Routes>
    </MemoryRouter>,
  );
}

/** Where the reader has scrolled to, as the browser would report it. */
function scrolledTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  document.dispatchEvent(new Event('scroll'));
}

describe('ScrollRestoration (issue 13 item 13)', () => {
  it('opens a new page at the top, keeps the offset for a query change, and Back returns to where the reader was', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    renderApp();
    scrolledTo(1800); // at the bottom of the home page
    scrollTo.mockClear();

    fireEvent.click(screen.getByRole('link', { name: 'Get Started' }));
    await screen.findByRole('heading', { name: 'Pricing' });
    expect(scrollTo).toHaveBeenCalledWith(0, 0);

    scrolledTo(300);
    scrollTo.mockClear();
    fireEvent.click(screen.getByRole('button', { name: 'Tab' }));
    expect(scrollTo).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Back' })); // back to ?tab-less /pricing
    fireEvent.click(screen.getByRole('button', { name: 'Back' })); // back to /
    await screen.findByRole('heading', { name: 'Home' });
    await act(async () => {});
    expect(scrollTo).toHaveBeenLastCalledWith(0, 1800);
  });
});
