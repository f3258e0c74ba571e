export { shopSettings } from '../features/settings/settings.table.ts';
