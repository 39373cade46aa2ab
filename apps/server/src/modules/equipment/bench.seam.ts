/**
 * The benchmark's seam into the equipment module (bench/, ADR 0007), and nothing else's: the register's columns and row
 * types, its row mapping and its list service, so `npm run bench` and `bench:floor` can run the raw statement, the
 * floor route and the service beside the API and compare them. Other modules use index.ts; a test keeps bench/ to
 * index files and seams.
 */
export { equipmentColumns, type EquipmentRow, type PageRow } from './equipment.repo.ts';
export { toEquipment } from './equipment.mapper.ts';
export { listEquipment } from './equipment.service.ts';
