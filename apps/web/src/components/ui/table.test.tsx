// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from './table.tsx';

afterEach(cleanup);

function renderTable(cards: boolean) {
  return render(
    <Table cards={cards}>
      <TableHeader>
        <TableRow>
          <TableHead>Company</TableHead>
          <TableHead>Users</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        <TableRow>
          <TableCell>Northwind</TableCell>
          <TableCell label="Users">4</TableCell>
        </TableRow>
      </TableBody>
    </Table>,
  );
}

describe('Table cards on phones (issue 13 item 16)', () => {
  it('a cards table turns rows into cards below md and each labelled cell names its column', () => {
    const { container } = renderTable(true);
    const table = container.querySelector('table')!;
    expect(table.className).toContain('max-md:block');
    expect(table.className).toContain('max-md:[&_thead]:sr-only');
    expect(container.querySelector('td[data-label="Users"]')?.textContent).toBe('4');
  });

  it('a plain table keeps scrolling sideways', () => {
    const { container } = renderTable(false);
    expect(container.querySelector('table')!.className).not.toContain('max-md:block');
    expect(container.firstElementChild!.className).toContain('overflow-x-auto');
  });
});
