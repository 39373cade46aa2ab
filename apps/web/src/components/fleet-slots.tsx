import { createContext, useContext, type ComponentType } from 'react';

/**
 * The fleet's pieces inside the equipment screens: the Map tab of the equipment page (spec 02 §2: marked beta, only
 * with fleet tracking) and a machine's GPS status on its details and on the register's rows. Features never import each other (ADR 0013), so the
 * page that composes both (app/pages/equipment-page.tsx) provides them here; without a provider neither shows.
 */
export type FleetSlots = {
  MapTab: ComponentType<{ onOpenEquipment: (equipmentId: string) => void }>;
  GpsStatus: ComponentType<{ equipmentId: string }>;
  /** A register row's GPS status; the rows of one page share one request for their ids. */
  CardGpsStatus: ComponentType<{ equipmentId: string; pageIds: readonly string[] }>;
};

const FleetSlotsContext = createContext<FleetSlots | null>(null);

export const FleetSlotsProvider = FleetSlotsContext.Provider;

export const useFleetSlots = (): FleetSlots | null => useContext(FleetSlotsContext);
