import { CHROMIUM } from './chromium.ts';
import { ensureDebianPackage } from './debian-package.ts';

ensureDebianPackage(CHROMIUM, 'chromium', 'the browser journeys (about a minute)');
