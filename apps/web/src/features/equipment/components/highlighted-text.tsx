import { Fragment } from 'react';

/** Text with some ranges marked (search matches); the marks are <mark>, so they are announced and not colour alone. */
export function HighlightedText({
  text,
  ranges,
  currentIndex,
}: {
  text: string;
  ranges: { start: number; length: number }[];
  currentIndex?: number;
}) {
  const parts: React.ReactNode[] = [];
  let at = 0;
  [...ranges]
    .sort((a, b) => a.start - b.start)
    .forEach((range, i) => {
      if (range.start < at) return;
      if (range.start > at) parts.push(<Fragment key={`t${i}`}>{text.slice(at, range.start)}</Fragment>);
      parts.push(
        <mark
          key={`m${i}`}
          data-current={i === currentIndex ? 'true' : undefined}
          className="rounded-sm bg-yellow-200 px-0.5 text-foreground data-[current=true]:bg-orange-300 dark:bg-yellow-500/40"
        >
          {text.slice(range.start, range.start + range.length)}
        </mark>,
      );
      at = range.start + range.length;
    });
  if (at < text.length) parts.push(<Fragment key="end">{text.slice(at)}</Fragment>);
  return <>{parts}</>;
}
