import '@testing-library/jest-dom/vitest';
import 'fake-indexeddb/auto';
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { clearPhoneDb } from './phone-db';

afterEach(async () => {
  cleanup();
  localStorage.clear();
  await clearPhoneDb();
});
