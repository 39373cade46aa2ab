import type { EquipmentType } from '@gears/domain';

/**
 * The demo fleet of a mid-size Phoenix earthworks contractor: real makes and models of the spec's equipment types
 * (spec 02 §5), with the price range, yearly hours and service interval a fleet manager would expect of each.
 */
export type Model = {
  make: string;
  model: string;
  /** Letters that start the serial, in the maker's own style. */
  serialPrefix: string;
  /** New price in USD. */
  price: number;
};

export type TypeProfile = {
  type: EquipmentType;
  label: string;
  /** Unit number prefix painted on the machine: EX-101. */
  unitPrefix: string;
  /** Engine hours per working day; 0 for equipment without an hour meter. */
  hoursPerDay: number;
  /** Hours-based service interval; null when serviced by the calendar. */
  serviceHours: number | null;
  schedule: 'weekly' | 'monthly' | 'quarterly' | 'semi_annual' | 'annual';
  models: Model[];
};

export const fleetCatalog: TypeProfile[] = [
  {
    type: 'excavator',
    label: 'Excavator',
    unitPrefix: 'EX',
    hoursPerDay: 6.5,
    serviceHours: 250,
    schedule: 'quarterly',
    models: [
      { make: 'Caterpillar', model: '320 GC', serialPrefix: 'CAT0320GC', price: 268_500 },
      { make: 'Caterpillar', model: '336 Next Gen', serialPrefix: 'CAT0336NX', price: 412_000 },
      { make: 'Komatsu', model: 'PC210LC-11', serialPrefix: 'KMTPC210', price: 259_900 },
      { make: 'Komatsu', model: 'PC360LC-11', serialPrefix: 'KMTPC360', price: 398_750 },
      { make: 'John Deere', model: '350G LC', serialPrefix: '1FF350GX', price: 372_300 },
      { make: 'Volvo', model: 'EC220E', serialPrefix: 'VCEC220E', price: 246_800 },
      { make: 'Hitachi', model: 'ZX210LC-6', serialPrefix: 'HCMDCG60', price: 251_400 },
      { make: 'Caterpillar', model: '308 CR', serialPrefix: 'CAT0308CR', price: 118_600 },
      { make: 'Kubota', model: 'KX057-5', serialPrefix: 'KBCKX057', price: 79_950 },
      { make: 'Takeuchi', model: 'TB290-2', serialPrefix: 'TB2902', price: 108_400 },
    ],
  },
  {
    type: 'loader',
    label: 'Loader',
    unitPrefix: 'LD',
    hoursPerDay: 5.5,
    serviceHours: 250,
    schedule: 'quarterly',
    models: [
      { make: 'Caterpillar', model: '950M Wheel Loader', serialPrefix: 'CAT0950MK', price: 352_000 },
      { make: 'Caterpillar', model: '966M Wheel Loader', serialPrefix: 'CAT0966MK', price: 438_500 },
      { make: 'John Deere', model: '644 P-Tier', serialPrefix: '1DW644PX', price: 329_700 },
      { make: 'Komatsu', model: 'WA380-8', serialPrefix: 'KMTWA380', price: 301_250 },
      { make: 'Volvo', model: 'L120H', serialPrefix: 'VCEL120H', price: 318_900 },
      { make: 'Caterpillar', model: '262D3 Skid Steer', serialPrefix: 'CAT0262DW', price: 67_400 },
      { make: 'Bobcat', model: 'T770 Compact Track Loader', serialPrefix: 'B3BV', price: 88_250 },
      { make: 'Bobcat', model: 'S76 Skid-Steer', serialPrefix: 'B4SK', price: 71_800 },
      { make: 'John Deere', model: '310SL Backhoe', serialPrefix: '1T0310SL', price: 139_900 },
    ],
  },
  {
    type: 'bulldozer',
    label: 'Dozer',
    unitPrefix: 'DZ',
    hoursPerDay: 6,
    serviceHours: 500,
    schedule: 'quarterly',
    models: [
      { make: 'Caterpillar', model: 'D6 XE', serialPrefix: 'CAT00D6XH', price: 548_000 },
      { make: 'Caterpillar', model: 'D8T', serialPrefix: 'CAT00D8TJ', price: 782_500 },
      { make: 'Komatsu', model: 'D61PXi-24', serialPrefix: 'KMTD061P', price: 426_300 },
      { make: 'John Deere', model: '850L', serialPrefix: '1T0850LX', price: 469_900 },
      { make: 'Caterpillar', model: 'D5 LGP', serialPrefix: 'CAT00D5LC', price: 398_400 },
    ],
  },
  {
    type: 'crane',
    label: 'Crane',
    unitPrefix: 'CR',
    hoursPerDay: 4,
    serviceHours: null,
    schedule: 'monthly',
    models: [
      { make: 'Grove', model: 'RT765E-2 Rough Terrain', serialPrefix: 'GRV765E', price: 1_185_000 },
      { make: 'Liebherr', model: 'LTM 1090-4.2', serialPrefix: 'LBH10904', price: 1_420_000 },
      { make: 'Tadano', model: 'GR-1000XL-4', serialPrefix: 'TDNGR100', price: 1_096_500 },
    ],
  },
  {
    type: 'dump_truck',
    label: 'Dump Truck',
    unitPrefix: 'DT',
    hoursPerDay: 7,
    serviceHours: 500,
    schedule: 'quarterly',
    models: [
      { make: 'Caterpillar', model: '745 Articulated Truck', serialPrefix: 'CAT0745AT', price: 712_000 },
      { make: 'Volvo', model: 'A40G Articulated Hauler', serialPrefix: 'VCEA40G', price: 689_500 },
      { make: 'Bell', model: 'B30E', serialPrefix: 'ADT30E', price: 455_800 },
      { make: 'Kenworth', model: 'T880 Tri-Axle Dump', serialPrefix: '1NKZX4TX', price: 214_600 },
      { make: 'Mack', model: 'Granite GR64F', serialPrefix: '1M2GR4GC', price: 198_300 },
      { make: 'Peterbilt', model: '567 Dump', serialPrefix: '1NPCX4EX', price: 221_900 },
    ],
  },
  {
    type: 'compactor',
    label: 'Compactor',
    unitPrefix: 'CP',
    hoursPerDay: 5,
    serviceHours: 250,
    schedule: 'quarterly',
    models: [
      { make: 'Caterpillar', model: 'CS56B Soil Compactor', serialPrefix: 'CAT0CS56B', price: 178_900 },
      { make: 'BOMAG', model: 'BW 211 D-5', serialPrefix: 'BMG211D5', price: 164_300 },
      { make: 'Hamm', model: 'H 13i', serialPrefix: 'HAMH13I', price: 171_500 },
      { make: 'Dynapac', model: 'CA2500D', serialPrefix: 'DYNCA25', price: 149_800 },
    ],
  },
  {
    type: 'generator',
    label: 'Generator',
    unitPrefix: 'GN',
    hoursPerDay: 9,
    serviceHours: 500,
    schedule: 'monthly',
    models: [
      { make: 'Caterpillar', model: 'XQ230 Mobile Generator', serialPrefix: 'CAT0XQ230', price: 96_400 },
      { make: 'Generac', model: 'MDG100DF4', serialPrefix: 'GNR100DF', price: 58_750 },
      { make: 'Atlas Copco', model: 'QAS 150', serialPrefix: 'ACQAS150', price: 71_200 },
      { make: 'Doosan', model: 'G70', serialPrefix: 'DSNG70', price: 44_900 },
      { make: 'Multiquip', model: 'DCA70SSIU4F', serialPrefix: 'MQDCA70', price: 47_300 },
    ],
  },
  {
    type: 'pump',
    label: 'Pump',
    unitPrefix: 'PM',
    hoursPerDay: 8,
    serviceHours: 500,
    schedule: 'monthly',
    models: [
      { make: 'Xylem Godwin', model: 'CD150M Dri-Prime', serialPrefix: 'GDWCD150', price: 62_500 },
      { make: 'Atlas Copco', model: 'PAS 150 HF', serialPrefix: 'ACPAS150', price: 54_800 },
      { make: 'Thompson Pump', model: '6JSCE Trash Pump', serialPrefix: 'TPM6JSC', price: 38_900 },
    ],
  },
  {
    type: 'tool',
    label: 'Tool',
    unitPrefix: 'TL',
    hoursPerDay: 0,
    serviceHours: null,
    schedule: 'semi_annual',
    models: [
      { make: 'Lincoln Electric', model: 'Ranger 330MPX Welder', serialPrefix: 'U1220', price: 8_950 },
      { make: 'Doosan', model: 'P185 Air Compressor', serialPrefix: 'DSNP185', price: 24_600 },
      { make: 'Wacker Neuson', model: 'BS60-2i Rammer', serialPrefix: 'WN24000', price: 4_380 },
      { make: 'Wacker Neuson', model: 'VP1550AW Plate Compactor', serialPrefix: 'WN20214', price: 3_260 },
      { make: 'Husqvarna', model: 'K 770 Power Cutter', serialPrefix: 'HQK770', price: 1_540 },
      { make: 'Hilti', model: 'TE 3000-AVR Breaker', serialPrefix: 'HLT3000', price: 3_890 },
    ],
  },
  {
    type: 'vehicle',
    label: 'Vehicle',
    unitPrefix: 'VH',
    hoursPerDay: 3,
    serviceHours: null,
    schedule: 'quarterly',
    models: [
      { make: 'Ford', model: 'F-250 Super Duty XL', serialPrefix: '1FT7W2BT', price: 58_400 },
      { make: 'Ford', model: 'F-350 Super Duty Service Body', serialPrefix: '1FD8W3HT', price: 74_900 },
      { make: 'Chevrolet', model: 'Silverado 2500HD', serialPrefix: '1GC4YLE7', price: 56_200 },
      { make: 'Ram', model: '3500 Tradesman', serialPrefix: '3C63R3GL', price: 61_800 },
      { make: 'Ford', model: 'Transit 350 Crew Van', serialPrefix: '1FTBW2XG', price: 52_300 },
      { make: 'JLG', model: '600S Boom Lift', serialPrefix: 'JLG0300', price: 118_500 },
      { make: 'Genie', model: 'GS-2646 Scissor Lift', serialPrefix: 'GS4618', price: 21_900 },
      { make: 'JCB', model: '510-56 Telehandler', serialPrefix: 'JCB5TFS', price: 142_700 },
    ],
  },
  {
    type: 'other',
    label: 'Site Equipment',
    unitPrefix: 'SE',
    hoursPerDay: 5,
    serviceHours: null,
    schedule: 'semi_annual',
    models: [
      { make: 'Wacker Neuson', model: 'LTV6L Light Tower', serialPrefix: 'WNLTV6', price: 14_800 },
      { make: 'Graco', model: 'LineLazer V 3900', serialPrefix: 'GRC3900', price: 9_650 },
    ],
  },
];

/** Yards and job sites of the demo company (Phoenix metro). */
export const fleetLocations = [
  'Phoenix Main Yard — 4410 W Buckeye Rd',
  'Tempe — Loop 202 widening, Sta. 140+00',
  'Mesa — Eastmark Phase 3 pad grading',
  'Chandler — Price Rd data center site',
  'Scottsdale — Via Linda interchange',
  'Glendale — Westgate utility relocation',
  'Goodyear — Sarival Ave subdivision',
];

export const operatorNames = ['Luis Ortega', 'Dana Whitfield', 'Marcus Bell', 'Priya Nair', 'Ray Castillo', 'Jenna Kowalski', 'Tom Begay'];
