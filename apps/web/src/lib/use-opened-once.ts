import { useState } from 'react';

/**
 * True from the first time `open` is true. A dialog whose code loads lazily is mounted only then (its chunk stays off
 * the page's first load), and stays mounted afterwards so it can animate closed and keep its state like any dialog.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
