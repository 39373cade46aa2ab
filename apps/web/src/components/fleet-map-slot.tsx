import { createContext, useContext, type ComponentType } from 'react';

/**
 * The fleet map inside the equipment page's Map tab (spec 02 §2: marked beta, only with fleet tracking). Features never
 * import each other (ADR 0013), so the page that composes both (app/pages/equipment-page.tsx) provides the fleet's map
 * view here; without a provider the tab is not shown.
 */
export type FleetMapTab = ComponentType<{ onOpenEquipment: (equipmentId: string) => void }>;

const FleetMapSlotContext = createContext<FleetMapTab | null>(null);

export const FleetMapSlotProvider = FleetMapSlotContext.Provider;

export const useFleetMapSlot = (): FleetMapTab | null => useContext(FleetMapSlotContext);
