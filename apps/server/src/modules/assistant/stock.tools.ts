import { assistantListLimit, countOf, searchResultPath } from '@gears/domain';
import { listParts } from '../parts/index.ts';
import { tooMany, type ToolContext, type ToolResult } from './assistant.context.ts';

/** Parts at or below their reorder point (the inventory's low-stock filter); parts inventory is a plan feature. */
export async function lowStock(ctx: ToolContext): Promise<ToolResult> {
  if (!ctx.features.inventory) {
    return {
      intent: 'low_stock',
      text: "Parts inventory isn't part of your plan, so I can't read stock levels. It comes with the Professional plan.",
      facts: { available: false },
      citations: [],
      suggestions: ['Which machines are overdue for service?'],
    };
  }
  const page = await listParts(ctx.tx, ctx.scope, { lowStock: 'true', includeArchived: 'false', limit: 100, offset: 0 });
  const shown = page.items.slice(0, assistantListLimit);
  const text =
    page.total === 0
      ? 'No part is at or below its reorder point.'
      : `${countOf(page.total, 'part is', 'parts are')} at or below the reorder point:\n${shown
          .map(
            (p) =>
              `• ${p.partName} (${p.partNumber}) — ${p.unitsInStock} in stock, reorder at ${p.minStock}${p.unitsInStock <= 0 ? ' — out of stock' : ''}`,
          )
          .join('\n')}${tooMany(shown.length, page.total)}`;
  return {
    intent: 'low_stock',
    text,
    facts: {
      lowStockParts: page.total,
      parts: page.items
        .slice(0, 25)
        .map((p) => ({ id: p.id, name: p.partName, number: p.partNumber, inStock: p.unitsInStock, reorderAt: p.minStock })),
    },
    citations: shown.map((p) => ({
      kind: 'part' as const,
      id: p.id,
      label: `${p.partName} (${p.partNumber})`,
      href: searchResultPath('part', p.id),
    })),
    suggestions: ['Show open quotes'],
  };
}
